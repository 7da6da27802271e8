import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { AccountResume } from "@/lib/account/resumes";
import { formatDate } from "./format";
import { ResumeDownloadButton } from "./resume-download-button";

/** The My Resume tab (spec 02 §2): the account's resumes, their suggested roles and the .docx download. */
export function ResumesTab({ resumes }: { resumes: AccountResume[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>My Resume</h2>
        </CardTitle>
        <CardDescription>Your translated private-sector resumes and the roles they suit.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {resumes.length === 0 ? (
          <div className="rounded-lg border border-dashed px-4 py-8 text-center">
            <h3 className="font-semibold">No resume yet</h3>
            <p className="mt-2 text-sm text-muted-foreground">
              Translate your government experience into a private-sector resume in a few minutes.
            </p>
          </div>
        ) : (
          <ul className="grid gap-4" aria-label="Your resumes">
            {resumes.map((resume) => (
              <li key={resume.id} className="rounded-lg border p-4">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <div>
                    <h3 className="font-semibold">{resume.name}</h3>
                    <p className="text-sm text-muted-foreground">
                      {resume.location} · Created {formatDate(resume.createdAt)}
                    </p>
                  </div>
                  {resume.canDownload ? (
                    <ResumeDownloadButton resumeId={resume.id} label={`of ${formatDate(resume.createdAt)}`} />
                  ) : (
                    <Badge variant="outline">Verify your email to download</Badge>
                  )}
                </div>
                {resume.privateSectorRoles.length > 0 && (
                  <div className="mt-4">
                    <h4 className="text-sm font-medium">Suggested private-sector roles</h4>
                    <ul className="mt-2 flex flex-wrap gap-2">
                      {resume.privateSectorRoles.slice(0, 8).map((role) => (
                        <li key={role}>
                          <Badge variant="secondary">{role}</Badge>
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
        <div>
          <Button asChild variant={resumes.length ? "outline" : "default"}>
            <Link href="/create-resume">{resumes.length ? "Create another resume" : "Create your resume"}</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
