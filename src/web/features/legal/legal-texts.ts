/** The text of /terms, /privacy and /cookies: what Zara stores, why, and the user's rights. */
export interface LegalDoc {
  title: string;
  updated: string;
  sections: { heading: string; paragraphs: string[] }[];
}

export const privacyPolicy: LegalDoc = {
  title: 'Privacy Policy',
  updated: '22 November 2026',
  sections: [
    {
      heading: 'What we keep',
      paragraphs: [
        'Your account: your email address, your name, and your password stored only as an Argon2id hash (we can never read it).',
        'Your profile: the first name you want us to use, whether you are pregnant or postpartum, your due date or your baby’s birth date, your time zone, your notification choices and the mood you shared at sign-up.',
        'What you choose to log: check-ins, symptoms, journal entries, calendar events, exercise sessions, baby feeds, nappies and sleep, your recovery logs, milestones and photos, and your conversations with Zara.',
        'Safety records: when something you log or say may be a warning sign, we keep a health flag so that you, and a clinical reviewer, can follow it up.',
        'Your privacy choices, each with the date you made it, so there is a record of what you agreed to.',
      ],
    },
    {
      heading: 'Why we keep it',
      paragraphs: [
        'To show you guidance for your own week, remind you of your appointments, spot warning signs and build the reports you can share with your midwife or doctor. We do not sell your data, and we do not use it for advertising.',
      ],
    },
    {
      heading: 'Who can see it',
      paragraphs: [
        'Only you. A small number of clinical reviewers can open a health flag and the record behind it, so that a warning sign is never missed; every time a reviewer opens one of your records it is written to an audit log.',
        'When the server is set up to use an outside language model for Zara’s answers, your message and the context needed to answer it are sent to that service. Without one, Zara answers from our own library on this server.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You can download all of your data at any time from your profile, as a file you can keep.',
        'You can delete your account from your profile. After you re-enter your password, every record of yours is erased straight away and you are signed out. The audit log, which shows when a clinical reviewer opened a record, is kept so that reviewers stay accountable, but without you in it: it keeps only that an account was deleted and when reviewers read its records, not which records they were, what they said, or your name or email.',
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'Your session is kept in a secure, http-only cookie and ends when you sign out or after 30 days without use. Requests from other websites are refused.',
        'Zara is built with the safeguards HIPAA asks for: your records are reachable only by you, every clinical reviewer’s look at them is logged, passwords are never stored readably, logs hold no health details, and you can take your data with you or erase it. Whether a particular service is HIPAA compliant also depends on how it is hosted and run (for example, that it is served only over HTTPS), which is the responsibility of whoever operates it.',
      ],
    },
  ],
};

export const termsOfUse: LegalDoc = {
  title: 'Terms of Use',
  updated: '22 November 2026',
  sections: [
    {
      heading: 'What Zara is',
      paragraphs: [
        'Zara is a companion for pregnancy and the first months after birth. It offers information, tracking tools, reminders and emotional support.',
      ],
    },
    {
      heading: 'Not medical advice',
      paragraphs: [
        'Zara is not a doctor or a midwife, and nothing in the app is a diagnosis or a substitute for professional medical advice, diagnosis or treatment. Always talk to your healthcare provider about your care.',
        'If you think you or your baby may be in danger, call your local emergency number now. Do not wait for an answer in the app.',
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        'Keep your password to yourself. You are responsible for what is logged in your account. You must be old enough to agree to these terms where you live.',
      ],
    },
    {
      heading: 'Fair use',
      paragraphs: [
        'Please do not try to get into other people’s accounts, overload the service or use it to harm anyone. We may suspend accounts that do.',
      ],
    },
    {
      heading: 'Changes',
      paragraphs: [
        'If these terms change in a way that matters, we will tell you in the app before the change applies.',
      ],
    },
  ],
};

export const cookiePolicy: LegalDoc = {
  title: 'Cookie Policy',
  updated: '29 November 2026',
  sections: [
    {
      heading: 'The cookies we need',
      paragraphs: [
        'zara_session keeps you signed in. It is essential, http-only (scripts cannot read it), lasts up to 30 days and is deleted when you sign out.',
        "zara_signed_in goes beside it and holds your account's id, nothing secret: it tells the app that you may be signed in (so it does not ask the server when you are not) and whose profile to ask for first. It grants nothing on its own, lasts as long as zara_session and is deleted with it.",
      ],
    },
    {
      heading: 'What your browser keeps',
      paragraphs: [
        'Your browser stores a copy of your account details so the app opens quickly, your light or dark theme, and a copy of your privacy choices (one per account, so each person on a shared device chooses for herself). Signing out clears the account copy.',
      ],
    },
    {
      heading: 'Optional uses',
      paragraphs: [
        'Analytics, personalization and marketing are off unless you turn them on, in the privacy prompt or at any time in your profile. Each choice is saved with its date.',
        'Zara collects no analytics and sends no marketing today. If either is ever added, it will only ever apply to people who turned it on.',
        'Personalization lets Zara include your recent logs when an outside AI service answers your questions (only on servers set up with one). With it off, that service receives your question, your stage and week, and nothing you have logged.',
        'Zara sets no advertising or third-party tracking cookies.',
      ],
    },
  ],
};
