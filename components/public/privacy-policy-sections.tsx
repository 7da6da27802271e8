import Link from "next/link";
import { constants, publicConfig } from "@/lib/config/public";
import type { LegalSection } from "./legal-document";

export const PRIVACY_EFFECTIVE_DATE = "June 1, 2025";

function Email() {
  const { supportEmail } = publicConfig;
  return <a href={`mailto:${supportEmail}`}>{supportEmail}</a>;
}

export function PrivacyIntro() {
  const P = publicConfig.productName;
  return (
    <p>
      {P} (&quot;we&quot;, &quot;us&quot;, &quot;our&quot;) helps government employees move into private-sector careers.
      This policy explains what information we collect when you use our website, emails and services, why we collect it,
      who we share it with, how long we keep it and the choices you have. We do not sell your personal information.
    </p>
  );
}

export function privacySections(): LegalSection[] {
  const P = publicConfig.productName;
  return [
    {
      id: "information-we-collect",
      title: "Information we collect",
      body: (
        <>
          <h3>Information you give us</h3>
          <ul>
            <li>
              <strong>Position descriptions and resume details.</strong> The job titles, agencies, locations, dates and
              duties of up to {constants.maxPositions} positions, and the name, email, phone number, location, education and
              LinkedIn address you add to your resume. When you upload a PDF, Word or text file, we read the text from it
              to fill in the description.
            </li>
            <li>
              <strong>Your translated resume.</strong> The private-sector summary, skills, experience, suggested roles and
              job matches we create from your positions.
            </li>
            <li>
              <strong>Account information.</strong> Your name, email address and password (stored only as a one-way hash
              that cannot be turned back into the password), and, if you turn on two-factor sign-in, its encrypted secret
              and recovery codes.
            </li>
            <li>
              <strong>Job search preferences.</strong> The job titles, locations, salary range, experience and remote-work
              preferences you save.
            </li>
            <li>
              <strong>Payments.</strong> Premium subscriptions are paid through Stripe. Your card details go directly to
              Stripe and never reach our servers; we receive and keep the subscription&apos;s status, the amounts paid,
              invoice references and renewal dates.
            </li>
            <li>
              <strong>Messages.</strong> What you write to us through the contact form, the partner inquiry form or by
              email.
            </li>
          </ul>
          <h3>Information collected automatically</h3>
          <ul>
            <li>
              <strong>Usage and analytics.</strong> The pages you visit, the page that referred you, your browser (user
              agent), a random session identifier and the steps of the resume form you complete, so we can see where
              people get stuck and fix it.
            </li>
            <li>
              <strong>IP address.</strong> Used to keep the service secure (for example, to limit repeated sign-in
              attempts and form submissions) and stored with usage records.
            </li>
            <li>
              <strong>Email activity.</strong> Which emails we sent you and whether sending succeeded.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "how-we-use-information",
      title: "How we use information",
      body: (
        <ul>
          <li>
            To translate your position descriptions into a private-sector resume. Your descriptions are processed by our
            own translation engine and, for some requests, by AI service providers (OpenAI or Google) acting on our behalf.
          </li>
          <li>To create and secure your account, and to verify your email address.</li>
          <li>To send the emails you asked for: verification links, password resets, job alerts and trial reminders.</li>
          <li>To process payments, renewals, cancellations and refunds.</li>
          <li>To answer your messages and provide support.</li>
          <li>To understand, in aggregate, how the site is used, and to improve it.</li>
          <li>To prevent fraud and abuse, and to meet our legal obligations.</li>
        </ul>
      ),
    },
    {
      id: "how-we-share-information",
      title: "How we share information",
      body: (
        <>
          <p>
            We do not sell your personal information, and we do not share your resume with employers, recruiters or
            partner organizations. We share information only:
          </p>
          <ul>
            <li>
              <strong>With service providers</strong> who run parts of the service for us under contract: hosting and
              databases, email delivery, payment processing (Stripe), AI translation (OpenAI, Google) and analytics. They
              may use the information only to provide their service to us.
            </li>
            <li>
              <strong>When the law requires it</strong>, for example in response to a valid subpoena or court order, or to
              protect the rights, property or safety of our users, the public or {P}.
            </li>
            <li>
              <strong>In a business transfer</strong>, such as a merger or sale of assets, in which case this policy
              continues to apply to your information.
            </li>
            <li>
              <strong>With your consent</strong>, or at your direction.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "cookies",
      title: "Cookies and similar technologies",
      body: (
        <>
          <ul>
            <li>
              <strong>Essential cookies.</strong> A secure, HTTP-only session cookie keeps you signed in. The site does not
              work without it, so it cannot be turned off.
            </li>
            <li>
              <strong>Browser storage.</strong> We keep a few values in your browser&apos;s local storage, such as a
              random session identifier, your display name and how you first arrived at the site.
            </li>
            <li>
              <strong>Analytics and advertising measurement.</strong> We may use tools such as Google Analytics (through
              Google Tag Manager) and the Meta Pixel to measure visits and the results of our advertising. These
              providers may set their own cookies.
            </li>
          </ul>
          <p>
            You can block or delete cookies in your browser settings; blocking essential cookies will sign you out.
          </p>
        </>
      ),
    },
    {
      id: "email",
      title: "Email",
      body: (
        <>
          <p>
            We send transactional emails you need to use the service (email verification, password resets, receipts
            and answers to your messages) and service emails you signed up for, such as daily job alerts during your
            free trial or subscription and reminders before a trial ends.
          </p>
          <p>
            To stop job alerts or any other email that is not needed to run your account, use the unsubscribe link in
            the email where it has one, or write to <Email />. We never sell or rent email addresses.
          </p>
        </>
      ),
    },
    {
      id: "your-rights",
      title: "Your rights and choices",
      body: (
        <>
          <p>Wherever you live in the United States, you can:</p>
          <ul>
            <li>
              <strong>Access</strong> your information: choose <strong>Download my data</strong> in your dashboard to
              get a file of everything we store about your account, or ask us by email.
            </li>
            <li>
              <strong>Correct</strong> it: edit your name and email in your dashboard, or ask us by email.
            </li>
            <li>
              <strong>Delete</strong> it: choose <strong>Delete my account</strong> in your dashboard, or ask us by
              email.
            </li>
          </ul>
          <p>
            Write to <Email /> from the address on your account to make any request. We may ask you to confirm your
            identity before we act, and we answer within 45 days.
          </p>
          <p>
            <strong>Deleting your data requires deleting your account.</strong> Your account, resumes, position
            descriptions, job searches and email history are linked to one another, and the service cannot work without
            them, so we delete them together. Deletion is permanent. We keep only what the law requires us to keep, such
            as records of payments.
          </p>
        </>
      ),
    },
    {
      id: "california",
      title: "California privacy rights",
      body: (
        <>
          <p>
            If you live in California, the California Consumer Privacy Act (as amended by the California Privacy Rights
            Act) gives you the right to:
          </p>
          <ul>
            <li>
              know what personal information we collect, use and disclose, and get a copy of it in a portable format;
            </li>
            <li>request that we delete it, and that we correct inaccurate information;</li>
            <li>
              opt out of the &quot;sale&quot; or &quot;sharing&quot; of personal information for cross-context behavioral
              advertising (we do not sell personal information; to opt out of any sharing through advertising
              measurement tools, write to us or block third-party cookies);
            </li>
            <li>limit the use of sensitive personal information (we use it only to provide the service);</li>
            <li>not be discriminated against for exercising any of these rights.</li>
          </ul>
          <p>
            In the past 12 months we collected the categories described in section 1: identifiers (name, email, IP
            address), professional and employment information (your positions and resume), commercial information
            (subscriptions and payments) and internet activity (pages visited). We collect it from you, from your browser
            and from our service providers, for the purposes in section 2, and we disclose it only as described in section
            3. You, or an agent you authorize in writing, can make a request by writing to <Email />. California residents
            may also ask, once a year, for information about disclosures to third parties for their direct marketing (we
            make none).
          </p>
        </>
      ),
    },
    {
      id: "other-states",
      title: "Colorado, Connecticut, Virginia and Utah privacy rights",
      body: (
        <>
          <p>
            If you live in Colorado, Connecticut, Virginia or Utah, your state&apos;s privacy law gives you the right to:
          </p>
          <ul>
            <li>confirm whether we process your personal data, and access it;</li>
            <li>get a copy of it in a portable format;</li>
            <li>have it deleted;</li>
            <li>have inaccurate data corrected (Colorado, Connecticut and Virginia);</li>
            <li>
              opt out of targeted advertising and the sale of personal data, and (in Colorado, Connecticut and Virginia)
              of profiling that produces legal or similarly significant effects. We do not sell personal data or make
              such decisions about you.
            </li>
          </ul>
          <p>
            Write to <Email /> to make a request. If we decline it, you may appeal by replying with the subject line
            &quot;Privacy appeal&quot;; we answer appeals within 60 days (45 days in Virginia). If you disagree with the
            outcome of your appeal, you may contact your state&apos;s Attorney General.
          </p>
        </>
      ),
    },
    {
      id: "retention",
      title: "How long we keep information",
      body: (
        <p>
          We keep your account information, resumes and preferences for as long as your account exists, and delete them
          when you delete your account. Records we must keep for tax, accounting or legal reasons (such as payment
          records) are kept for as long as the law requires. Messages you send us are kept as long as needed to answer
          them and keep a record of our support. Usage records are kept for as long as they help us run and improve the
          service.
        </p>
      ),
    },
    {
      id: "security",
      title: "Security",
      body: (
        <p>
          We protect your information with encryption in transit (HTTPS), passwords stored only as strong one-way hashes,
          encrypted two-factor secrets, limits on repeated sign-in attempts and access to personal data restricted to the
          people who need it. No system is perfectly secure; if we learn of a breach that affects your information, we
          will tell you as the law requires.
        </p>
      ),
    },
    {
      id: "children",
      title: "Children's privacy",
      body: (
        <p>
          {P} is for adults. No one under 18 may use the site, and we do not knowingly collect personal information from
          anyone under 18. If we learn that we have, we delete it. If you believe a child has given us information, write
          to <Email />.
        </p>
      ),
    },
    {
      id: "where-we-operate",
      title: "Where we operate",
      body: (
        <p>
          {P} is offered to people in the United States, and your information is stored and processed in the United
          States.
        </p>
      ),
    },
    {
      id: "changes",
      title: "Changes to this policy",
      body: (
        <p>
          When we change this policy we post the new version here with a new effective date. If a change materially
          affects how we use information we already hold, we tell you by email before it takes effect.
        </p>
      ),
    },
    {
      id: "contact",
      title: "Contact us",
      body: (
        <p>
          Questions or requests about your privacy: <Email />, or use our <Link href="/contact">contact form</Link>. We
          reply within 24 hours, Monday-Friday, 9 AM-6 PM EST.
        </p>
      ),
    },
  ];
}
