import { describe, expect, it } from "vitest";
import { contactMessageSchema, contactRequestSchema, PARTNER_INQUIRY_SUBJECT } from "./contact";

const valid = { name: "Dana Whitfield", email: "dana@example.com", subject: "Question about alerts", message: "How often do job alerts arrive?" };
const messages = (schema: { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } }, input: unknown) =>
  schema.safeParse(input).error?.issues.map((i) => i.message) ?? [];

describe("contactMessageSchema", () => {
  it("gives the spec's message for each field", () => {
    expect(messages(contactMessageSchema, { ...valid, name: " A " })).toEqual(["Name must be at least 2 characters"]);
    expect(messages(contactMessageSchema, { ...valid, email: "not-an-email" })).toEqual(["Please enter a valid email address"]);
    expect(messages(contactMessageSchema, { ...valid, email: "" })).toEqual(["Please enter a valid email address"]);
    expect(messages(contactMessageSchema, { ...valid, subject: "Hi  " })).toEqual(["Subject must be at least 5 characters"]);
    expect(messages(contactMessageSchema, { ...valid, message: "Too short" })).toEqual(["Message must be at least 10 characters"]);
    expect(messages(contactMessageSchema, {})).toEqual([
      "Name must be at least 2 characters",
      "Please enter a valid email address",
      "Subject must be at least 5 characters",
      "Message must be at least 10 characters",
    ]);
  });

  it("accepts the minimum lengths exactly, trims, lower-cases the email and keeps the message's lines", () => {
    const parsed = contactMessageSchema.parse({
      name: "  Al ",
      email: " Dana@Example.COM ",
      subject: " Hello\n\nthere ",
      message: "  1234567890\nsecond line ",
    });
    expect(parsed).toEqual({ name: "Al", email: "dana@example.com", subject: "Hello there", message: "1234567890\nsecond line" });
  });

  it("bounds every field", () => {
    expect(contactMessageSchema.safeParse({ ...valid, message: "x".repeat(5001) }).success).toBe(false);
    expect(contactMessageSchema.safeParse({ ...valid, name: "x".repeat(101) }).success).toBe(false);
    expect(contactMessageSchema.safeParse({ ...valid, subject: "x".repeat(201) }).success).toBe(false);
    expect(contactMessageSchema.safeParse({ ...valid, website: "x".repeat(501) }).success).toBe(false);
  });
});

describe("contactRequestSchema", () => {
  it("reads a body without kind as a site contact message", () => {
    expect(contactRequestSchema.parse(valid)).toEqual({ ...valid, kind: "contact" });
    expect(messages(contactRequestSchema, { ...valid, subject: "Hey" })).toEqual(["Subject must be at least 5 characters"]);
  });

  it("takes a partner inquiry with relaxed rules and the default subject", () => {
    expect(contactRequestSchema.parse({ kind: "partner", name: "J", email: "wdb@county.gov", message: "Call me" })).toEqual({
      kind: "partner",
      name: "J",
      email: "wdb@county.gov",
      subject: PARTNER_INQUIRY_SUBJECT,
      message: "Call me",
    });
    expect(contactRequestSchema.parse({ kind: "partner", name: "J", email: "a@b.co", subject: " ", message: "x" }).subject).toBe(
      "Partnership Inquiry",
    );
    expect(messages(contactRequestSchema, { kind: "partner", name: " ", email: "a@b.co", message: "x" })).toEqual(["Name is required"]);
    expect(messages(contactRequestSchema, { kind: "partner", name: "J", email: "a@b.co", message: "  " })).toEqual(["Message is required"]);
  });

  it("refuses an unknown kind and a body that is not an object", () => {
    expect(contactRequestSchema.safeParse({ ...valid, kind: "admin" }).success).toBe(false);
    expect(contactRequestSchema.safeParse(null).success).toBe(false);
    expect(contactRequestSchema.safeParse([valid]).success).toBe(false);
  });
});
