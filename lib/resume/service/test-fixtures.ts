/** Shared by the resume API integration tests. */
import { uniqueEmail } from "@/test/helpers";

export function resumeBody(email = uniqueEmail("resume")) {
  return {
    personalInfo: {
      email,
      name: "Jordan Rivera",
      location: "Arlington, VA",
      phone: "555-0100",
      education: "BA Economics, George Mason University",
      linkedinUrl: "",
    },
    positions: [
      {
        jobTitle: "Program Analyst",
        location: "Washington, DC",
        startDate: "01/2019",
        endDate: "Present",
        description:
          "Managed a $4M program budget, analysed performance data in Excel and SQL, briefed senior leadership, " +
          "and coordinated contracting officers across three agencies to deliver IT modernization on schedule.",
      },
    ],
    sessionId: "test-session",
  };
}

/** `name=value` of a Set-Cookie header, ready for a Cookie header. */
export function cookieFrom(res: Response, name: string): string {
  const header = res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  if (!header) throw new Error(`no ${name} cookie set`);
  return header.split(";")[0]!;
}
