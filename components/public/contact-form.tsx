"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { apiRequest, errorMessage } from "@/lib/api/client";
import { contactMessageSchema, type ContactMessageData, type ContactMessageInput } from "@/lib/validation/contact";
import { HoneypotField } from "./honeypot-field";

const EMPTY: ContactMessageInput = { name: "", email: "", subject: "", message: "", website: "" };

/** The /contact message form: idle, sending, then the "Message Sent!" panel (spec doc 2 §4, §5, §8). */
export function ContactForm() {
  const [sent, setSent] = useState(false);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const form = useForm<ContactMessageInput, unknown, ContactMessageData>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: EMPTY,
  });
  const sending = form.formState.isSubmitting;

  // Focus follows the change of state, so a screen-reader or keyboard user lands on what replaced
  // the form: the panel's heading, then (after "Send Another Message") the first field.
  const returning = useRef(false);
  useEffect(() => {
    if (sent) sentHeading.current?.focus();
    else if (returning.current) {
      returning.current = false;
      form.setFocus("name");
    }
  }, [sent, form]);

  async function onSubmit(values: ContactMessageData) {
    try {
      await apiRequest("POST", "/api/contact", { ...values, kind: "contact" });
    } catch (error) {
      toast.error("Error", { description: errorMessage(error, "Failed to send message. Please try again.") });
      return;
    }
    form.reset(EMPTY);
    setSent(true);
  }

  if (sent) {
    return (
      <div role="status" className="rounded-xl border bg-card p-8 text-center shadow-sm">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-success" />
        <h2 ref={sentHeading} tabIndex={-1} className="mt-4 text-2xl font-bold text-foreground focus:outline-none">
          Message Sent!
        </h2>
        <p className="mt-2 text-muted-foreground">Thank you for contacting us. We&apos;ll get back to you within 24 hours.</p>
        <Button
          type="button"
          variant="outline"
          size="lg"
          className="mt-6"
          onClick={() => {
            returning.current = true;
            setSent(false);
          }}
        >
          Send Another Message
        </Button>
      </div>
    );
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label="Contact us" className="relative grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField control={form.control} name="name" label="Name" autoComplete="name" />
          <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
        </div>
        <TextField control={form.control} name="subject" label="Subject" />
        <FormField
          control={form.control}
          name="message"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Message</FormLabel>
              <FormControl>
                <Textarea rows={6} className="min-h-36" {...field} value={field.value ?? ""} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <HoneypotField id="contact-website" {...form.register("website")} />
        <Button type="submit" size="lg" disabled={sending} aria-disabled={sending}>
          {sending ? "Sending..." : "Send Message"}
        </Button>
      </form>
    </Form>
  );
}
