/**
 * /create-resume as a visitor meets it (spec 01 §2, §4, §5, §8): the form, the progress view, the
 * blurred preview, the emailed link, the verified resume, the Word download and the trial
 * sign-up; plus every validation message, the duplicate-email error, bad and reused links, and a
 * second browser that must not see someone else's resume.
 */
import { Document, Packer, Paragraph, TextRun } from "docx";
import mammoth from "mammoth";
import type { APIRequestContext, Page } from "@playwright/test";
import { programAnalyst } from "../../lib/resume/translate/fixtures/federal-admin-finance";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { latestEmailLink } from "../support/outbox";

const unique = (tag: string) => `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@civicshift.test`;

const person = (email: string) => ({
  name: "Jordan Rivera",
  email,
  phone: "(202) 555-0147",
  location: "Arlington, VA",
  education: "B.S. Business Administration, University of Maryland",
});

const position = programAnalyst.position;

async function fillPersonalInfo(page: Page, p: ReturnType<typeof person>) {
  await page.getByLabel("Full Name").fill(p.name);
  await page.getByLabel("Email").fill(p.email);
  await page.getByLabel("Phone").fill(p.phone);
  await page.getByLabel("Location").first().fill(p.location);
  await page.getByLabel("Education").fill(p.education);
}

async function fillPosition(page: Page, n: number, opts: { description?: string } = {}) {
  const block = page.getByRole("group", { name: `Position ${n}` });
  await block.getByLabel("Job Title").fill(position.jobTitle);
  await block.getByLabel("Agency or Employer (optional)").fill(position.agency ?? "");
  await block.getByLabel("Location").fill(position.location);
  await block.getByLabel("Start Date").fill(position.startDate);
  await block.getByLabel("End Date").fill(position.endDate);
  if (opts.description !== undefined) await block.getByLabel("Position Description").fill(opts.description);
}

/** A resume made through the API with this browser's cookies (as the form would). */
async function createViaApi(request: APIRequestContext, email: string) {
  const res = await request.post("/api/resumes", {
    data: { personalInfo: { ...person(email), linkedinUrl: "" }, positions: [position] },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { resume: { id: number } };
}

test("a visitor turns a position description into a verified resume, downloads it and starts a trial", async ({ page }) => {
  test.setTimeout(120_000);
  const email = unique("journey");

  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Get Started" }).filter({ visible: true }).click();
  await page.waitForURL("**/create-resume");
  await expect(page.getByRole("heading", { level: 1, name: "Create Your Free Resume" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await fillPersonalInfo(page, person(email));
  await fillPosition(page, 1, { description: position.description });

  // Hold the request a moment so the progress view can be seen; it must never look frozen.
  await page.route("**/api/resumes", async (route) => {
    await new Promise((r) => setTimeout(r, 2_500));
    await route.continue();
  });
  await page.getByRole("button", { name: "Create My Private-Sector Resume" }).click();
  await expect(page.getByRole("heading", { name: "Creating your resume..." })).toBeVisible();
  await expect(page.getByRole("list", { name: "Progress" }).getByRole("listitem")).toHaveCount(5);
  await expect(page.getByText(/\d+ seconds? elapsed/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel and Edit My Details" })).toBeEnabled();

  // The preview: a teaser of at most 8 skills, 6 roles and 6 tools; the rest is locked.
  await expect(page.getByRole("heading", { level: 1, name: "Your Resume Preview" })).toBeVisible({ timeout: 30_000 });
  await page.unroute("**/api/resumes");
  // This description yields more than 8 skills: the teaser lists 8 and counts the rest.
  const skills = page.getByRole("region", { name: "Top Skills" }).getByRole("listitem");
  await expect(skills.filter({ hasNotText: /^\+\d+ more$/ })).toHaveCount(8);
  await expect(skills.filter({ hasText: /^\+\d+ more$/ })).toHaveCount(1);
  expect(await page.getByRole("region", { name: "Private-Sector Roles" }).getByRole("listitem").filter({ hasNotText: /more$/ }).count()).toBeLessThanOrEqual(6);
  expect(await page.getByRole("region", { name: "Systems and Tools" }).getByRole("listitem").filter({ hasNotText: /more$/ }).count()).toBeLessThanOrEqual(6);
  await expect(page.getByText("Summary, experience and job matches unlock when you verify your email")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A reload does not lose it: this browser's resume comes back as the preview.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Your Resume Preview" })).toBeVisible();
  await expect(page.getByText("Please verify your email to download your resume.")).toBeVisible();

  await page.getByRole("button", { name: "Send Verification Email" }).click();
  await expect(page.getByText(`Verification email sent to ${email}`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Send Verification Email" })).toHaveCount(0);

  // The email, read from the dev outbox in another tab of this browser.
  const mailTab = await page.context().newPage();
  const link = await latestEmailLink(mailTab, email, { href: /\/create-resume\?verified=\d+&token=/ });
  await mailTab.close();
  await page.goto(link);

  await expect(page.getByRole("heading", { level: 1, name: "Your Private-Sector Resume" })).toBeVisible();
  await expect(page).toHaveURL(/\/create-resume$/); // verified and token are cleared from the address
  await expect(page.getByRole("region", { name: "Professional Summary" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Professional Experience" }).getByRole("listitem").first()).toBeVisible();
  const matches = page.getByRole("region", { name: "Your Job Matches" }).getByText(/\d+% match/);
  expect(await matches.count()).toBeGreaterThan(0);
  // 8 skills, then '+N more' shows the rest.
  const coreSkills = page.getByRole("region", { name: "Core Skills" }).getByRole("listitem");
  await expect(coreSkills).toHaveCount(8);
  const more = page.getByRole("region", { name: "Core Skills" }).getByRole("button", { name: /^\+\d+ more$/ });
  const hidden = Number((await more.textContent())!.match(/\d+/)![0]);
  await more.click();
  await expect(coreSkills).toHaveCount(8 + hidden);
  await expectNoSeriousA11yViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download Resume (.docx)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.docx$/);
  const { value: text } = await mammoth.extractRawText({ path: await download.path() });
  expect(text).toContain("Jordan Rivera");
  expect(text).toContain(email);
  expect(text).not.toMatch(/GS-0?343/); // grade codes are translated away

  await page.getByRole("link", { name: "Continue to Account Setup" }).click();
  await page.waitForURL((url) => url.pathname === "/create-account" && url.searchParams.get("verified") === "true");
  await expect(page.getByText("Information pre-filled from your resume")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await page.getByLabel("Password", { exact: true }).fill("a-strong-password-1");
  await page.getByLabel("Confirm Password").fill("a-strong-password-1");
  await page.getByRole("button", { name: "Start Free Trial" }).click();
  await expect(page.getByRole("heading", { name: "Welcome, Jordan Rivera!" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("heading", { name: "Your Free Career Guides" })).toBeVisible();
  // The welcome state offers the verified resume too (issue 10 §6).
  const [welcomeResume] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("region", { name: "Your Resume" }).getByRole("button", { name: "Download Resume (.docx)" }).click(),
  ]);
  expect(welcomeResume.suggestedFilename()).toMatch(/\.docx$/);
  const guides = page.getByRole("region", { name: "Your Free Career Guides" }).getByRole("button", { name: /^Download/ });
  expect(await guides.count()).toBe(3);
  const [guide] = await Promise.all([page.waitForEvent("download"), guides.first().click()]);
  expect(guide.suggestedFilename()).toMatch(/\.pdf$/);
  await expect(page.getByRole("banner").getByText("Hi, Jordan Rivera").filter({ visible: true })).toBeVisible();
});

test("a position description can come from an uploaded Word file", async ({ page }) => {
  const email = unique("upload");
  const doc = new Document({
    sections: [{ children: position.description.split("\n").map((line) => new Paragraph({ children: [new TextRun(line)] })) }],
  });
  const buffer = await Packer.toBuffer(doc);

  await page.goto("/create-resume");
  await fillPersonalInfo(page, person(email));
  await fillPosition(page, 1);
  const description = page.getByRole("group", { name: "Position 1" }).getByLabel("Position Description");
  // Too short first: the upload must replace it and validate the field again.
  await description.fill("short");
  await description.blur();
  await expect(page.getByText("Position description must be at least 10 characters")).toBeVisible();

  await page.getByTestId("position-1-file").setInputFiles({
    name: "position-description.docx",
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    buffer,
  });
  await expect(description).toHaveValue(/Primary Purpose of Position/);
  await expect(page.getByText("Position description must be at least 10 characters")).toHaveCount(0);

  await page.getByRole("button", { name: "Create My Private-Sector Resume" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your Resume Preview" })).toBeVisible({ timeout: 30_000 });
});

test("a file that cannot be read says 'Upload Failed' and keeps the description", async ({ page }) => {
  await page.goto("/create-resume");
  const description = page.getByRole("group", { name: "Position 1" }).getByLabel("Position Description");
  await description.fill("My own words about the job.");
  await page.getByTestId("position-1-file").setInputFiles({
    name: "broken.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("this is not a PDF at all"),
  });
  await expect(page.getByText("Upload Failed")).toBeVisible();
  await expect(description).toHaveValue("My own words about the job.");
});

test("every validation message appears for its bad input; 1 to 3 positions", async ({ page }) => {
  // The page's Content-Security-Policy must hold without violations (no eval in the form's code).
  const violations: string[] = [];
  await page.exposeFunction("reportCspViolation", (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      (window as unknown as { reportCspViolation: (v: string) => void }).reportCspViolation(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  await page.goto("/create-resume");
  await expect(page.getByRole("button", { name: /Remove position/ })).toHaveCount(0);

  await page.getByRole("button", { name: "Create My Private-Sector Resume" }).click();
  for (const message of [
    "Full name is required",
    "Email is required",
    "Phone number is required",
    "Education is required",
    "Job title is required",
    "Start date is required",
    "End date is required",
    "Position description must be at least 10 characters",
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByText("Location is required", { exact: true })).toHaveCount(2);

  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Email").blur();
  await expect(page.getByText("Invalid email format")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const add = page.getByRole("button", { name: "Add Another Position" });
  await add.click();
  await add.click();
  await expect(page.getByRole("group", { name: /^Position \d$/ })).toHaveCount(3);
  await expect(add).toBeDisabled();
  await expect(page.getByText("Maximum 3 positions reached.")).toBeVisible();
  await page.getByRole("button", { name: "Remove position 2" }).click();
  await expect(page.getByRole("group", { name: /^Position \d$/ })).toHaveCount(2);
  await expect(add).toBeEnabled();
  await page.getByRole("button", { name: "Remove position 2" }).click();
  await expect(page.getByRole("button", { name: /Remove position/ })).toHaveCount(0);
  expect(violations).toEqual([]);
});

test("a second resume with the same email is answered like a new one; the mailbox gets a fresh link to the first", async ({ page }) => {
  const email = unique("duplicate");
  const { resume: first } = await createViaApi(page.request, email);

  // Another browser's visitor (or the same person who lost the link) fills in the form again.
  await page.context().clearCookies();
  await page.goto("/create-resume");
  await fillPersonalInfo(page, person(email));
  await fillPosition(page, 1, { description: position.description });
  await page.getByRole("button", { name: "Create My Private-Sector Resume" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your Resume Preview" })).toBeVisible();
  await expect(page.getByText("Email Already Used")).toHaveCount(0);
  await page.getByRole("button", { name: "Send Verification Email" }).click();
  await expect(page.getByText(`Verification email sent to ${email}`)).toBeVisible();

  // The mailbox learns that a resume exists, and its link opens that resume, verified.
  const mailTab = await page.context().newPage();
  const link = await latestEmailLink(mailTab, email, {
    subject: "You already have a resume: here is a fresh link",
    href: new RegExp(`/create-resume\\?verified=${first.id}&token=`),
  });
  await mailTab.close();
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Your Private-Sector Resume" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("resumeId"))).toBe(String(first.id));
});

test("an unverified resume opened by id shows the preview with the verify message", async ({ page }) => {
  const { resume } = await createViaApi(page.request, unique("unverified"));
  await page.goto(`/create-resume?verified=${resume.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Your Resume Preview" })).toBeVisible();
  await expect(page.getByText("Please verify your email to download your resume.")).toBeVisible();
  await expect(page).toHaveURL(/\/create-resume$/);
});

test("tampered and reused links get the error page; another browser cannot read or download the resume", async ({ page, browser }) => {
  // A made-up token.
  await page.goto(`/create-resume?verified=1&token=${"x".repeat(43)}.${"y".repeat(43)}`);
  await expect(page.getByRole("heading", { name: "Invalid Verification Link" })).toBeVisible();
  await expect(page.getByText("The verification link is invalid or malformed. Please create a new resume.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Create New Resume" })).toBeVisible();

  // A real link, used once here...
  const email = unique("reuse");
  const { resume } = await createViaApi(page.request, email);
  expect((await page.request.post("/api/send-verification", { data: { resumeId: resume.id } })).status()).toBe(200);
  const mailTab = await page.context().newPage();
  const link = await latestEmailLink(mailTab, email, { href: /\/create-resume\?verified=\d+&token=/ });
  await mailTab.close();
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Your Private-Sector Resume" })).toBeVisible();

  // ...then opened in another browser: spent, and that browser has no access of its own.
  const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
  try {
    const stranger = await other.newPage();
    await stranger.goto(link);
    await expect(stranger.getByRole("heading", { name: "Verification Failed" })).toBeVisible();
    await expect(stranger.getByText("The verification link has expired or is invalid. Please create a new resume.")).toBeVisible();

    expect((await other.request.get(`/api/resumes/${resume.id}`)).status()).toBe(404);
    expect((await other.request.get(`/api/resumes/${resume.id}/download`)).status()).toBe(404);
    expect((await other.request.get(`/api/resumes/by-email?email=${encodeURIComponent(email)}`)).status()).toBe(404);

    // Not a dead end: 'Send a new link' mails a fresh link that works in this browser too.
    await stranger.getByRole("button", { name: "Send a new link" }).click();
    await stranger.getByLabel("Email used for your resume").fill(email);
    await stranger.getByRole("form", { name: "Send a new link" }).getByRole("button", { name: "Send a new link" }).click();
    await expect(stranger.getByText(`If a resume was created with ${email}, a new link is on its way.`, { exact: false })).toBeVisible();
    const mail = await other.newPage();
    const fresh = await latestEmailLink(mail, email, { subject: "Here is a fresh link to your resume", href: /\/create-resume\?verified=\d+&token=/ });
    await mail.close();
    expect(fresh).not.toBe(link);

    await stranger.goto(`/create-resume?verified=${resume.id}`);
    await expect(stranger.getByRole("heading", { name: "Resume Not Found" })).toBeVisible();
  } finally {
    await other.close();
  }

  // The original browser still has it, verified, and may download.
  expect((await page.request.get(`/api/resumes/${resume.id}/download`)).status()).toBe(200);

  // 'Create Another Resume' returns to an empty form and forgets the last resume.
  expect(await page.evaluate(() => localStorage.getItem("resumeId"))).toBe(String(resume.id));
  await page.getByRole("button", { name: "Create Another Resume" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Create Your Free Resume" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("");
  await expect(page.getByRole("group", { name: "Position 1" }).getByLabel("Position Description")).toHaveValue("");
  expect(await page.evaluate(() => localStorage.getItem("resumeId"))).toBeNull();
});

test("the error flag from a verification link is shown once and cleared", async ({ page }) => {
  await page.goto("/create-resume?error=verification-failed");
  await expect(
    page.getByRole("alert").filter({ hasText: "Verification Failed: The verification link has expired or is invalid. Please create a new resume." }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/create-resume$/);
  await page.getByRole("button", { name: "Dismiss" }).click();
  await expect(page.getByText("Verification Failed")).toHaveCount(0);
  await page.reload();
  await expect(page.getByText("Verification Failed")).toHaveCount(0);
});
