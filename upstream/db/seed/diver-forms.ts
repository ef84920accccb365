// Two demo form definitions a dive centre sends before the first dive (issue 20): a diver's
// medical questionnaire in the structure of the RSTC/UHMS statement (yes/no questions; any "Yes"
// needs a physician's approval before diving) and a liability waiver. Both end in a Signature.
// The wording is our own summary of the topics, not the published form's text. The marker
// `purpose` makes dive readiness read the customer's signed forms of them (docs/decisions/dive.md);
// it finds the yes/no questions by their options (Yes, No), so MEDICAL_YES_NO_KEYS names the
// seeded ones for tests and fixtures.
const en = (text: string, de: string) => ({ en: text, de });
const yesNo = (key: string, enText: string, deText: string) => ({ type: 'Radio', key, label: en(enText, deText), options: ['Yes', 'No'], required: true });

/** The keys of the medical questions: any 'Yes' means a physician must approve the diver. */
export const MEDICAL_YES_NO_KEYS = ['lungs', 'heart', 'ears', 'surgery', 'medication', 'seizures', 'diabetes', 'pregnancy', 'behaviour', 'incident'] as const;

export const DIVER_FORM_SEEDS = [
  {
    key: 'rstc', name: 'Diver medical questionnaire', purpose: 'diveMedical',
    description: en(
      'Please answer every question honestly. If you answer "Yes" to any question, a physician must confirm that you are fit to dive before your first dive with us.',
      'Bitte beantworten Sie jede Frage ehrlich. Wenn Sie eine Frage mit „Yes“ (Ja) beantworten, muss ein Arzt vor Ihrem ersten Tauchgang bestätigen, dass Sie tauchtauglich sind.',
    ),
    elements: [
      { type: 'Header', key: 'about', label: en('About you', 'Zu Ihrer Person') },
      { type: 'Text', key: 'fullName', label: en('Full name', 'Vollständiger Name'), required: true },
      { type: 'Date', key: 'birthday', label: en('Date of birth', 'Geburtsdatum'), required: true },
      { type: 'Header', key: 'health', label: en('Health', 'Gesundheit') },
      yesNo('lungs', 'Do you have, or have you had, asthma, lung disease or a collapsed lung?', 'Haben oder hatten Sie Asthma, eine Lungenerkrankung oder einen Lungenkollaps?'),
      yesNo('heart', 'Do you have, or have you had, heart disease, high blood pressure or a stroke?', 'Haben oder hatten Sie eine Herzerkrankung, Bluthochdruck oder einen Schlaganfall?'),
      yesNo('ears', 'Do you have ear or sinus problems, or have you had ear surgery?', 'Haben Sie Ohren- oder Nebenhöhlenprobleme oder wurden Sie an den Ohren operiert?'),
      yesNo('surgery', 'Have you had surgery or been in hospital in the last 12 months?', 'Wurden Sie in den letzten 12 Monaten operiert oder im Krankenhaus behandelt?'),
      yesNo('medication', 'Do you take prescription medication (other than birth control or anti-malarials)?', 'Nehmen Sie verschreibungspflichtige Medikamente (außer Verhütungs- und Malariamitteln)?'),
      yesNo('seizures', 'Have you had seizures, blackouts, fainting or migraines?', 'Hatten Sie Krampfanfälle, Bewusstlosigkeit, Ohnmachten oder Migräne?'),
      yesNo('diabetes', 'Do you have diabetes?', 'Haben Sie Diabetes?'),
      yesNo('pregnancy', 'Are you pregnant, or could you be?', 'Sind Sie schwanger oder könnten Sie es sein?'),
      yesNo('behaviour', 'Have you been treated for panic attacks, claustrophobia or a mental health condition?', 'Wurden Sie wegen Panikattacken, Platzangst oder einer psychischen Erkrankung behandelt?'),
      yesNo('incident', 'Have you had decompression sickness or a diving accident?', 'Hatten Sie eine Dekompressionskrankheit oder einen Tauchunfall?'),
      { type: 'QuestionLong', key: 'details', label: en('If you answered "Yes": details for the physician', 'Bei „Yes“: Angaben für den Arzt') },
      { type: 'Signature', key: 'signature', label: en('I confirm that my answers are true and complete.', 'Ich bestätige, dass meine Angaben wahr und vollständig sind.'), required: true },
    ],
  },
  {
    key: 'waiver', name: 'Liability waiver', purpose: 'diveWaiver',
    description: en(
      'Diving involves risks that care and training reduce but cannot remove. By signing, you confirm that you have read the following, follow the briefings and the instructions of the crew, and dive within the limits of your training.',
      'Tauchen birgt Risiken, die Sorgfalt und Ausbildung verringern, aber nicht ausschließen. Mit Ihrer Unterschrift bestätigen Sie, das Folgende gelesen zu haben, den Briefings und Anweisungen der Crew zu folgen und im Rahmen Ihrer Ausbildung zu tauchen.',
    ),
    elements: [
      { type: 'Text', key: 'fullName', label: en('Full name', 'Vollständiger Name'), required: true },
      { type: 'MultipleChoice', key: 'risks', label: en('I understand the risks of diving, including decompression sickness and injuries from marine life.', 'Ich kenne die Risiken des Tauchens, darunter Dekompressionskrankheit und Verletzungen durch Meerestiere.'), options: ['I agree'], required: true },
      { type: 'MultipleChoice', key: 'rules', label: en('I will follow the briefings, dive within my certification and never dive alone.', 'Ich folge den Briefings, tauche im Rahmen meines Brevets und nie allein.'), options: ['I agree'], required: true },
      { type: 'MultipleChoice', key: 'fitness', label: en('I am fit to dive and have answered the medical questionnaire truthfully.', 'Ich bin tauchtauglich und habe den medizinischen Fragebogen wahrheitsgemäß beantwortet.'), options: ['I agree'], required: true },
      { type: 'Signature', key: 'signature', label: en('Signature', 'Unterschrift'), required: true },
    ],
  },
];
