/** LIF Talent's commercial terms and figures, as the specification states them. */
export const TALENT_TERMS = {
  /** Fixed commission on the daily rate. */
  commissionPercent: 15,
  consultantSharePercent: 85,
  /** The worked example: a daily rate of 700 € plus 15 % is billed 805 €. */
  example: { dailyRate: 700, billed: 805 },
  profilesPresented: "2 à 3",
  presentationDelay: "48 h",
  applicationReplyDelay: "48 h",
  clientReplyDelay: "24 h",
  minMissionMonths: 3,
  averageMissionMonths: 8,
} as const;

/** Market figures quoted on the LIF Talent pages. */
export const TALENT_MARKET = {
  developerShortage: { value: "85 millions", year: 2030 },
  freelanceGrowth: { value: "+92 %", since: 2009 },
} as const;

/** The African back office (specification, /lif-talent/backoffice-afrique). */
export const AFRICA_BACKOFFICE = {
  developers: { value: "716K+", year: 2021 },
  yearlyGrowth: "+3,8 %",
  savings: "-40 %",
  timeDifference: "0 h",
  youngPeopleTrainedPerYear: "200+",
  presence: {
    Maghreb: ["Tunis", "Casablanca", "Alger"],
    "Afrique de l’Ouest": ["Dakar", "Abidjan"],
    "Afrique centrale": ["Yaoundé"],
  },
  skills: [
    { label: "Web et mobile", value: 35 },
    { label: "Cloud et DevOps", value: 25 },
    { label: "Cybersécurité", value: 20 },
    { label: "IA et science des données", value: 15 },
    { label: "Autres", value: 5 },
  ],
  vision: { year: 2026, centres: 10, named: ["Kenya", "Rwanda", "Ghana", "Égypte"], others: 6 },
} as const;
