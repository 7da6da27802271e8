import { constants, publicConfig } from "@/lib/config/public";
import { ActionButton, EmailHeading, EmailLayout, Paragraph } from "./components/email-layout";

export type ResumeLinkEmailProps = {
  name: string;
  /** Absolute URL carrying a fresh single-use token for the resume this address already has. */
  resumeUrl: string;
  /**
   * Why it was sent: "duplicate" when the resume form was filled in again with this address (the
   * page answered as for a new address, so only the mailbox learns that a resume exists);
   * "requested" when someone asked for a new link ('Send a new link').
   */
  reason: "duplicate" | "requested";
};

export const templateName = "resume-link-email";

export const subject = ({ reason }: ResumeLinkEmailProps) =>
  reason === "duplicate" ? "You already have a resume: here is a fresh link" : "Here is a fresh link to your resume";

export const PreviewProps: ResumeLinkEmailProps = {
  name: "Jordan Smith",
  resumeUrl: "http://localhost:3000/create-resume?verified=1&token=preview-token",
  reason: "duplicate",
};

export default function ResumeLinkEmail({ name, resumeUrl, reason }: ResumeLinkEmailProps) {
  const firstName = name.trim().split(/\s+/)[0] || "there";
  return (
    <EmailLayout
      preview={
        reason === "duplicate"
          ? "This email address already has a resume. Open it with this fresh link."
          : "Open your private-sector resume with this fresh link."
      }
      footerNote={`You received this email because this address was entered on ${publicConfig.productName}. If that was not you, you can ignore it: nothing changes unless the link is used, and your resume stays as it is.`}
    >
      <EmailHeading>{reason === "duplicate" ? "You already have a resume" : "Here is a fresh link to your resume"}</EmailHeading>
      <Paragraph>Hi {firstName},</Paragraph>
      {reason === "duplicate" ? (
        <Paragraph>
          Someone, most likely you, just started a new resume with this email address. Each address has one resume on{" "}
          {publicConfig.productName}, and yours is already here. Use this fresh link to open it in any browser, verify
          your email and download it as a Word (.docx) file.
        </Paragraph>
      ) : (
        <Paragraph>
          You asked for a new link to your resume. Use it to open the resume in any browser, verify your email and
          download it as a Word (.docx) file.
        </Paragraph>
      )}
      <ActionButton href={resumeUrl}>Open my resume</ActionButton>
      <Paragraph style={{ fontSize: "14px", lineHeight: "22px" }}>
        This link works once and expires in {constants.verificationTokenDays} days; earlier links to this resume no longer
        work. Need another? Use &quot;Send a new link&quot; on the page the link opens.
      </Paragraph>
    </EmailLayout>
  );
}

ResumeLinkEmail.PreviewProps = PreviewProps;
