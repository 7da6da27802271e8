import Link from "next/link";
import { constants, publicConfig } from "@/lib/config/public";
import type { LegalSection } from "./legal-document";

export const TERMS_EFFECTIVE_DATE = "June 15, 2025";

function Email() {
  const { supportEmail } = publicConfig;
  return <a href={`mailto:${supportEmail}`}>{supportEmail}</a>;
}

export function TermsIntro() {
  const P = publicConfig.productName;
  return (
    <p>
      These Terms of Service (&quot;Terms&quot;) are an agreement between you and {P} (&quot;we&quot;, &quot;us&quot;)
      for the use of our website, resume translation, career guides, job alerts, job searches and related services (the
      &quot;Services&quot;). By creating an account or using the Services you agree to these Terms and to our{" "}
      <Link href="/privacy-policy">Privacy Policy</Link>. Please read section 14: it requires disputes to be resolved
      informally first, then by individual arbitration or in small claims court.
    </p>
  );
}

export function termsSections(): LegalSection[] {
  const P = publicConfig.productName;
  const { trialDays, premiumPriceUsd, moneyBackDays } = constants;
  return [
    {
      id: "eligibility",
      title: "Who may use the Services",
      body: (
        <>
          <p>To create an account or use the Services you must:</p>
          <ul>
            <li>be at least 21 years old;</li>
            <li>be based in the United States; and</li>
            <li>be a citizen of the United States.</li>
          </ul>
          <p>
            By using the Services you confirm that you meet these requirements. We may close an account that does not.
          </p>
        </>
      ),
    },
    {
      id: "the-services",
      title: "What the Services are, and are not",
      body: (
        <>
          <p>
            {P} uses software, including artificial intelligence, to rewrite government position descriptions as a
            private-sector resume, and offers job matches, job alerts, saved job searches and career guides.
          </p>
          <ul>
            <li>
              <strong>You are responsible for your resume.</strong> AI can make mistakes. Review everything we produce,
              correct anything inaccurate and make sure it truthfully describes your experience before you send it to
              anyone.
            </li>
            <li>
              <strong>No guarantee of results.</strong> We do not promise interviews, job offers or any level of pay.
              Job listings come from third parties; we do not control them and are not responsible for their accuracy or
              for employers&apos; decisions.
            </li>
            <li>
              <strong>Not professional advice.</strong> Our guides are general career information, not legal, financial,
              tax or retirement advice. For decisions about your benefits or retirement, consult your agency&apos;s human
              resources office or a qualified adviser.
            </li>
            <li>
              <strong>Not a government service.</strong> {P} is independent and is not affiliated with or endorsed by the
              Office of Personnel Management, USAJOBS or any government agency.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "accounts-and-security",
      title: "Your account and two-factor authentication",
      body: (
        <>
          <p>
            Give accurate information when you sign up and keep it up to date. Keep your password confidential; you are
            responsible for what happens under your account.
          </p>
          <p>
            <strong>Two-factor authentication is required.</strong> You must turn on two-factor sign-in for your
            account (a code from an authenticator app, set up in the Account tab of your dashboard) and keep your
            recovery codes somewhere safe. Two-factor authentication protects your resume, job searches and payment
            settings if your password is ever exposed.
          </p>
          <p>
            Tell us at once at <Email /> if you believe someone else has used your account.
          </p>
        </>
      ),
    },
    {
      id: "free-trial",
      title: "Free trial",
      body: (
        <p>
          New accounts get a {trialDays}-day free trial of premium features, including daily job alerts and career guides.
          No credit card is needed, and the trial ends by itself: you are never charged unless you choose to subscribe.
          The resume translation and its Word download stay free after the trial.
        </p>
      ),
    },
    {
      id: "subscription-and-billing",
      title: "Subscription and billing",
      body: (
        <ul>
          <li>
            <strong>Monthly charges.</strong> The Premium subscription costs ${premiumPriceUsd} per month plus any
            applicable tax. It is charged monthly, in advance, to the payment method you provide, on the day you
            subscribe and on the same day each following month, until you cancel.
          </li>
          <li>
            <strong>Payment processing.</strong> Payments are processed by Stripe; your card details are held by Stripe,
            not by us. If a payment fails we may retry it, and we may suspend Premium features until it succeeds.
          </li>
          <li>
            <strong>Fee changes.</strong> We will give you at least 30 days&apos; notice by email before any change to
            the subscription fee takes effect. A new fee applies from your first renewal after the notice period; if you
            do not want to pay it, you can cancel before then.
          </li>
        </ul>
      ),
    },
    {
      id: "cancellation",
      title: "Cancellation",
      body: (
        <p>
          You can cancel at any time from your dashboard or by writing to <Email />. Cancellation takes effect at your
          next renewal date: you keep Premium until the end of the period you have paid for, and you are not charged
          again. Fees are not prorated, and we do not refund partial months, except under the money-back guarantee in
          section 7.
        </p>
      ),
    },
    {
      id: "money-back-guarantee",
      title: `${moneyBackDays}-day money-back guarantee`,
      body: (
        <p>
          If you are not satisfied with Premium, write to <Email /> within {moneyBackDays} days of your first Premium
          payment and we will refund that payment in full. The guarantee applies once per person, to the first
          subscription.
        </p>
      ),
    },
    {
      id: "acceptable-use",
      title: "Acceptable use",
      body: (
        <>
          <p>When you use the Services you agree not to:</p>
          <ul>
            <li>
              upload classified information, Controlled Unclassified Information, or anything else you are not permitted
              to disclose: remove such details from a position description before you paste it;
            </li>
            <li>upload other people&apos;s personal information, or content you do not have the right to use;</li>
            <li>give false information about your identity, eligibility or experience;</li>
            <li>
              copy, scrape or resell the Services or their content, probe or overload our systems, or get around any
              security or usage limit;
            </li>
            <li>use the Services for anything unlawful.</li>
          </ul>
        </>
      ),
    },
    {
      id: "your-content",
      title: "Your content",
      body: (
        <p>
          You own the position descriptions and other material you give us, and the resume we create from them. You
          allow us to store, process and transmit that material only to provide the Services to you, as described in the{" "}
          <Link href="/privacy-policy">Privacy Policy</Link>. You can download your data or delete your account at any
          time from your dashboard.
        </p>
      ),
    },
    {
      id: "our-content",
      title: "Our content",
      body: (
        <p>
          The site, software, career guides and other materials we provide belong to {P} or its licensors. You may use
          them for your own job search; you may not republish or sell them. Occupational data from O*NET is used under
          the Creative Commons Attribution 4.0 license, as credited on our site.
        </p>
      ),
    },
    {
      id: "disclaimers",
      title: "Disclaimers",
      body: (
        <p>
          The Services are provided &quot;as is&quot; and &quot;as available&quot;. To the fullest extent the law allows,
          we disclaim all warranties, express or implied, including warranties of merchantability, fitness for a
          particular purpose and non-infringement, and we do not promise that the Services will be uninterrupted or free
          of errors.
        </p>
      ),
    },
    {
      id: "limitation-of-liability",
      title: "Limitation of liability",
      body: (
        <>
          <p>
            To the fullest extent the law allows, {P} is not liable for any indirect, incidental, special, consequential
            or punitive damages, or for lost profits, lost wages, lost job opportunities or lost data, arising from your
            use of the Services.
          </p>
          <p>
            <strong>
              Our total liability for all claims relating to the Services is limited to the greater of (a) the fees you
              paid us in the 12 months before the event giving rise to the claim, or (b) $100.
            </strong>{" "}
            Some states do not allow some of these limits, so they may not all apply to you.
          </p>
        </>
      ),
    },
    {
      id: "indemnification",
      title: "Indemnification",
      body: (
        <p>
          If a third party makes a claim against us because of content you submitted or your breach of these Terms, you
          agree to cover the reasonable costs of that claim, to the extent the law allows.
        </p>
      ),
    },
    {
      id: "disputes",
      title: "Resolving disputes",
      body: (
        <>
          <ol>
            <li>
              <strong>Informal resolution first.</strong> Before starting any formal proceeding, write to <Email /> with
              your name, a description of the problem and what you would like us to do. We will do the same if we have a
              dispute with you. Both of us agree to try in good faith to resolve the dispute informally for 60 days from
              the day the notice is received.
            </li>
            <li>
              <strong>Then arbitration or small claims.</strong> If the dispute is not resolved within those 60 days,
              either of us may start binding individual arbitration administered by the American Arbitration Association
              under its Consumer Arbitration Rules, or bring an individual claim in small claims court if it qualifies.
            </li>
            <li>
              <strong>Individual claims only.</strong> Disputes are resolved individually; neither of us may bring or
              join a class, collective or representative action.
            </li>
          </ol>
        </>
      ),
    },
    {
      id: "governing-law",
      title: "Governing law",
      body: (
        <p>
          These Terms are governed by the laws of the State of Texas, without regard to its conflict-of-law rules. Any
          matter not subject to arbitration or small claims will be heard in the state or federal courts located in
          Texas.
        </p>
      ),
    },
    {
      id: "termination",
      title: "Suspension and termination",
      body: (
        <p>
          You may stop using the Services and delete your account at any time. We may suspend or close an account that
          breaks these Terms or puts the Services or other users at risk; where reasonable, we will tell you first. If we
          close a paid account without cause, we refund the unused part of the current period.
        </p>
      ),
    },
    {
      id: "changes",
      title: "Changes to these Terms",
      body: (
        <p>
          We may update these Terms. We will post the new version here with a new effective date and, for material
          changes, tell you by email before they take effect. Changes to fees follow section 5 (at least 30 days&apos;
          notice). If you keep using the Services after a change takes effect, the new Terms apply.
        </p>
      ),
    },
    {
      id: "general",
      title: "General",
      body: (
        <p>
          These Terms and the Privacy Policy are the whole agreement between you and us about the Services. If a part of
          these Terms cannot be enforced, the rest stays in effect. Our not enforcing a right is not a waiver of it. You
          may not transfer these Terms; we may transfer them as part of a merger or sale of our business.
        </p>
      ),
    },
    {
      id: "contact",
      title: "Contact us",
      body: (
        <p>
          Questions about these Terms: <Email />, or use our <Link href="/contact">contact form</Link>. We reply within
          24 hours, Monday-Friday, 9 AM-6 PM EST.
        </p>
      ),
    },
  ];
}
