import type { Metadata } from "next";
import { ComingSoon } from "@/components/layout/coming-soon";

export const metadata: Metadata = {
  title: "Reset Password",
  robots: { index: false },
};

export default function ResetPasswordPage() {
  return (
    <ComingSoon
      title="Reset Your Password"
      description={
        <p>
          Password reset is coming soon. The link in your reset email will let you choose a new password and sign
          back in.
        </p>
      }
      features={["Choose and confirm a new password", "Return to login once it is updated"]}
      action={{ href: "/login", label: "Back to Login" }}
      secondaryAction={{ href: "/", label: "Back to Home" }}
    />
  );
}
