"use client";

import { CheckCircle2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { PARTNER_INQUIRY_SUBJECT } from "@/lib/validation/contact";
import { HoneypotField } from "./honeypot-field";

/** How long the success banner stays (spec doc 2 §9: the partner banner hides after 5 s). */
export const PARTNER_BANNER_MS = 5_000;

const EMPTY = { name: "", email: "", message: "" };

/**
 * The partner inquiry form (spec doc 2 §4, §5, §8): Name, Email, Message. A submission with an
 * empty field is silently ignored; the email field is typed as email, so the browser checks its
 * form. Sent as a "partner" message with the subject "Partnership Inquiry". Success clears the
 * form and shows a banner for 5 seconds; failures are alerts.
 */
export function PartnerInquiryForm() {
  const [values, setValues] = useState(EMPTY);
  const [website, setWebsite] = useState("");
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => setSent(false), PARTNER_BANNER_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = values.name.trim();
    const email = values.email.trim();
    const message = values.message.trim();
    if (!name || !email || !message || sending) return;
    setSending(true);
    try {
      const res = await fetch("/api/contact", {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ kind: "partner", name, email, subject: PARTNER_INQUIRY_SUBJECT, message, website }),
      });
      if (!res.ok) {
        window.alert("Failed to send message. Please try again.");
        return;
      }
      setValues(EMPTY);
      setSent(true);
    } catch {
      window.alert("An error occurred. Please try again.");
    } finally {
      setSending(false);
    }
  }

  const set = (key: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  return (
    <form onSubmit={onSubmit} aria-label="Partnership inquiry" className="relative grid gap-5">
      {/* Always in the page, so its announcement is heard when the text appears. */}
      <div role="status" aria-live="polite">
        {sent && (
          <p className="flex items-start gap-3 rounded-lg border border-success/30 bg-success/10 p-4 text-sm font-medium text-foreground">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
            Thank you for your interest! Your inquiry has been sent, and we&apos;ll be in touch within 24 hours.
          </p>
        )}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="partner-name">Name</Label>
          <Input id="partner-name" name="name" autoComplete="name" value={values.name} onChange={set("name")} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="partner-email">Email</Label>
          <Input id="partner-email" name="email" type="email" autoComplete="email" value={values.email} onChange={set("email")} />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="partner-message">Message</Label>
        <Textarea
          id="partner-message"
          name="message"
          rows={5}
          className="min-h-32"
          placeholder="Tell us about your organization and the public servants you work with."
          value={values.message}
          onChange={set("message")}
        />
      </div>
      <HoneypotField id="partner-website" name="website" value={website} onChange={(e) => setWebsite(e.target.value)} />
      <Button type="submit" size="lg" disabled={sending} aria-disabled={sending}>
        {sending ? "Sending..." : "Send Inquiry"}
      </Button>
    </form>
  );
}
