/**
 * The closing "Put It into Practice" checklist of every guide, by guide name: concrete steps a
 * reader can take this week. Kept apart from the guide bodies so each checklist can be reviewed
 * side by side with the others (they should not repeat each other); the catalog appends it as the
 * guide's last section, and a test checks that every guide has one and no entry is orphaned.
 */
export const PRACTICE_HEADING = "Put It into Practice";

export const PRACTICE: Record<string, readonly string[]> = {
  // Getting Started
  "From Public Service to Private Sector: Your Transition Roadmap": [
    "Put a date on your calendar for the end of each phase, and review progress against it every Friday.",
    "Write one paragraph describing the job you want in two years; use it to judge every opportunity.",
    "Tell two trusted people outside your agency about your plan and ask them to check in monthly.",
  ],
  "Translating Government Jargon into Business Language": [
    "Highlight every acronym and agency term on your current resume, then replace or spell out each one.",
    "Start a two-column glossary of your agency's terms and their business equivalents.",
    "Ask a friend in the private sector to read one translated paragraph and explain it back to you.",
  ],
  "Your First 30 Days of a Private-Sector Job Search": [
    "Block your search sessions in your personal calendar for the next four weeks today.",
    "Create your tracking spreadsheet before sending any application.",
    "Send your first two networking messages before the end of week one.",
  ],
  // Resume Writing
  "Writing a Private-Sector Resume Summary": [
    "Draft three versions of your summary, one per target role, using the four-line formula.",
    "Replace every adjective in your summary with a fact, a number or a named skill.",
    "Show your summary to someone in the target industry and ask what level they think you are.",
  ],
  "Turning Duties into Accomplishments": [
    "Pick your five most important duties and rewrite each as an accomplishment with a result.",
    "Search your resume for 'responsible for' and 'duties included' and rewrite every line that uses them.",
    "Move your strongest accomplishment to the top of each role.",
  ],
  "Quantifying Your Government Impact": [
    "Spend one hour collecting figures from appraisals, award write-ups and reports.",
    "Add a number to at least half of your current resume bullets.",
    "Write down how you calculated each estimate so you can explain it in an interview.",
  ],
  "Translating GS Grades and Job Titles": [
    "Find five postings whose responsibilities match yours and note the titles they use.",
    "Choose one functional title per role and add your official title in parentheses.",
    "Write a one-sentence description of your level in terms of people, budget and scope.",
  ],
  "Beating Applicant Tracking Systems": [
    "Convert your resume to a single-column layout with standard section headings.",
    "Paste your resume into a plain text editor and fix anything that appears out of order.",
    "Compare your resume with one target posting and add any missing skills you genuinely have.",
  ],
  "Tailoring Your Resume to Each Job Posting": [
    "Build your master resume this week with every accomplishment you can remember, tagged by theme.",
    "Time yourself tailoring one application with the thirty-minute process and note where you slowed down.",
    "Create a file-naming convention and a folder per application so versions never get mixed up.",
  ],
  "Presenting Your Security Clearance on a Resume": [
    "Confirm your clearance level, investigation date and status with your security office.",
    "Decide whether your targets need the clearance near the top or at the end of your resume.",
    "Review every bullet that describes cleared work and make sure it is fully unclassified.",
  ],
  "Condensing a Federal Resume to Two Pages": [
    "Save your federal resume under a new name, then delete everything in the 'remove these first' list.",
    "Cut each remaining bullet to two lines or fewer.",
    "Ask a reviewer to read only the top third of page one and tell you what role you are targeting.",
  ],
  "Showcasing Program and Project Management Experience": [
    "List every project you have led with its scope, schedule, budget and outcome.",
    "Rewrite your top three project bullets to include budget and schedule results.",
    "Check whether you already meet the PMP experience requirement and note your qualifying projects.",
  ],
  "Resumes for Analyst and Data Roles": [
    "Rewrite two analyst bullets to show question, method and decision.",
    "List your tools by category and rate your confidence honestly.",
    "Pick a public dataset on data.gov and plan a one-page analysis for your portfolio.",
  ],
  "Writing Cover Letters That Bridge Sectors": [
    "Write your bridge paragraph once and read it aloud until it sounds natural and positive.",
    "Draft three evidence paragraphs on different themes to reuse across letters.",
    "Write one complete letter for a real posting and keep it under 300 words.",
  ],
  "Building a LinkedIn Profile That Matches Your Resume": [
    "Rewrite your headline around your target role and strengths.",
    "Check that every title and date on LinkedIn matches your resume exactly.",
    "Send personal connection requests to five former colleagues who now work in the private sector.",
  ],
  // Job Search
  "Mapping Government Roles to Private-Sector Job Titles": [
    "Write five plain-language sentences about your weekly work and search job boards with them.",
    "Look up your occupation on O*NET and note three related private-sector titles.",
    "Set up one saved search per target title with location and salary filters.",
  ],
  "Finding Employers That Value Public-Service Experience": [
    "Look up your agency's top contractors on USAspending.gov and add five to your target list.",
    "Find ten former colleagues on LinkedIn and note where they work now.",
    "Sort your target list into three tiers and pick one contact per top-tier employer.",
  ],
  "Government Contractors: Your Bridge to the Private Sector": [
    "Ask your ethics office which contractors and matters would be restricted for you.",
    "Identify three contractors working in your field and review their open roles.",
    "Prepare questions about contract length, recompete timing and benefits for your first contractor interview.",
  ],
  "Networking for Career Changers": [
    "List twenty-five people in your network and mark the ten most relevant to your targets.",
    "Send three short outreach messages using the example as a model.",
    "Offer one useful thing this week: an article, an introduction or an explanation.",
  ],
  "Informational Interviews That Lead Somewhere": [
    "Request two informational interviews with people in your target role.",
    "Write your five questions and your thirty-second introduction before each call.",
    "Send thank-you notes within a day and log every suggested contact.",
  ],
  "Using LinkedIn to Get Found by Recruiters": [
    "Add your target title and core skills to your headline and pin your top three skills.",
    "Set your Open to Work preferences, choosing recruiters-only visibility if you need discretion.",
    "Create saved job alerts for each target title and check your connections at each posting.",
  ],
  "Working with Recruiters and Staffing Firms": [
    "Write your target roles, salary range, location preferences and availability on one page.",
    "Add a 'submitted by' column to your tracker for every recruiter submission.",
    "Research the market range for your target title before your next recruiter call.",
  ],
  "Job Searching While Still in Government": [
    "Schedule a confidential conversation with your ethics official before contacting employers.",
    "Move all search materials to personal accounts and devices.",
    "Turn off LinkedIn update notifications before you edit your profile.",
  ],
  "Understanding Post-Government Employment Restrictions": [
    "List the particular matters and contracts you worked on in your last two years of service.",
    "Request written post-employment advice from your ethics office before you negotiate.",
    "Prepare a one-paragraph summary of your restrictions to share with prospective employers.",
  ],
  "Choosing Your Target Industries": [
    "Score three candidate industries on demand, edge, pay, stability, culture and entry barriers.",
    "Schedule one informational interview in each candidate industry.",
    "Subscribe to one trade publication for each industry for two weeks.",
  ],
  "Remote Job Search Strategies": [
    "Add remote collaboration examples and tools to your resume.",
    "Set up remote and hybrid saved searches separately to compare volume and competition.",
    "Write down the scam warning signs and check every unexpected offer against them.",
  ],
  "Organizing Your Search: Pipeline and Tracking": [
    "Set up your tracker with the columns listed above and enter every current opportunity.",
    "Choose three weekly input targets and write them at the top of the tracker.",
    "Put a twenty-minute weekly review in your calendar for every Friday.",
  ],
  "Comparing Government and Private-Sector Compensation": [
    "Request a pension estimate for leaving now and at your next milestone.",
    "Build a comparison table of your current total compensation in annual dollars.",
    "Write down the non-financial factors that matter most to you before the first offer arrives.",
  ],
  "Negotiating Your First Private-Sector Offer": [
    "Research three salary sources for your target title and location and write down your range.",
    "Set your walk-away number based on your budget and current total compensation.",
    "Practise your counter-proposal aloud with a friend until you can say it calmly.",
  ],
  "Staying Motivated Through a Long Search": [
    "Start a 'wins' list today and add something every week.",
    "Pick one full day off from searching each week and protect it.",
    "Find one or two people to form a weekly accountability check-in.",
  ],
  // Interviewing
  "Answering 'Why Are You Leaving Government?'": [
    "Write your three-part answer and cut it to about sixty seconds spoken.",
    "Prepare evidence-based answers to the three follow-up questions listed above.",
    "Record yourself answering and listen for any negative phrasing about your agency.",
  ],
  "Behavioral Interviews and the STAR Method": [
    "Write your story bank of eight to ten STAR stories in bullet form.",
    "Map each story to the themes it can cover so you can adapt it quickly.",
    "Record three answers and check each for all four STAR parts and a result.",
  ],
  "Telling Your Story with Metrics": [
    "Add before and after figures to every story in your story bank.",
    "Translate three public-sector results into business terms: cost, time, risk or customers.",
    "Practise delivering each number together with what it meant for people.",
  ],
  "Overcoming the Bureaucrat Stereotype": [
    "Prepare one story for each of the six concerns listed above.",
    "Research your next interviewer's company business model and main competitors.",
    "List the government habits you will reframe as business strengths in interviews.",
  ],
  "Case and Problem-Solving Interviews": [
    "Work through two practice cases from a consulting firm's career site this week.",
    "Do ten minutes of mental maths practice daily before a case interview.",
    "Schedule a live mock case with a partner and ask for feedback on your structure.",
  ],
  "Video and Phone Interview Essentials": [
    "Test your camera, microphone, lighting and background on a personal device.",
    "Do a practice video call with a friend and ask how you look and sound.",
    "Prepare a one-page cheat sheet with your stories, questions and salary range.",
  ],
  "Questions to Ask Your Interviewer": [
    "Choose six questions from this guide and adapt them to your next interview.",
    "Write down which interviewer each question suits best.",
    "After each interview, note which questions produced the most useful answers.",
  ],
  "Following Up After the Interview": [
    "Write a thank-you template with placeholders for the specific points from each interview.",
    "Add follow-up dates to your tracker as soon as each interview ends.",
    "Draft a polite rejection reply so you can send it calmly when needed.",
  ],
  // Career Growth
  "Your First 90 Days in a Private-Sector Role": [
    "Write your 30-60-90 day plan before your first day and share it with your manager in week one.",
    "Schedule one-on-ones with every teammate within your first two weeks.",
    "Pick one early win and agree its scope with your manager by day thirty.",
  ],
  "Understanding Profit, Revenue and the Business Model": [
    "Write down in two sentences how your company makes money, and check it with your manager.",
    "Ask which three numbers leadership reviews most often.",
    "Restate your current project's value in terms of revenue, cost, retention or risk.",
  ],
  "Adapting to a Faster Decision Culture": [
    "Ask your manager to list decisions you can make alone and those that need approval.",
    "Set a time box for your next analysis and make a recommendation when it ends.",
    "Replace one formal memo with a five-line written update.",
  ],
  "Performance Reviews and Goal Setting in Business": [
    "Start your brag document today with your accomplishments so far.",
    "Rewrite your current goals so each has a measurable outcome.",
    "Ask your manager what the next level looks like and what evidence would show readiness.",
  ],
  "Certifications Worth Earning After Government": [
    "Count the certifications in twenty target postings and pick the most requested one.",
    "Check its prerequisites and gather your qualifying experience records.",
    "Ask your agency's training office whether it will fund the course or exam.",
  ],
  "Building Your Professional Brand": [
    "Write your one-sentence positioning statement and update your LinkedIn headline to match.",
    "Draft one short post explaining something about government that your industry often misunderstands.",
    "Find one meetup, webinar or association event where you could speak this year.",
  ],
  "Managing Retirement and Benefits Through the Transition": [
    "Request written estimates of your pension for leaving now and at your next milestone.",
    "Confirm the rules for keeping health coverage and the options for bridging any gap.",
    "Download and save your personnel and retirement records to personal storage.",
  ],
  "Finding a Mentor in Your New Industry": [
    "Check whether your company, alumni network or association runs a mentoring program.",
    "Ask one experienced person for advice on a specific question this month.",
    "Prepare a short agenda before every mentoring conversation.",
  ],
  "Leading Teams in a Private-Sector Setting": [
    "Build a one-page dashboard of your team's key measures and review it weekly.",
    "Schedule recurring one-on-ones with each direct report.",
    "Meet your HR partner to learn the performance and pay processes before the next cycle.",
  ],
  "Consulting and Freelancing After Government": [
    "Request ethics advice on which clients and matters are restricted before marketing your services.",
    "Calculate a starting day rate using your target income, overhead and realistic billable hours.",
    "List ten people who could become or refer your first clients and contact three this month.",
  ],
};
