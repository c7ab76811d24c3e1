import { OFFICES, SITE } from "~/site.config";

const { paris } = SITE.addresses;

/** The contact page: the message form beside our coordinates and offices, then the map of the head office. */
export const contact = {
  hero: {
    eyebrow: "Contact",
    lead: "Un projet d’équipe nearshore, une formation certifiante, un besoin d’expert freelance\u00a0? Écrivez-nous ou appelez-nous\u00a0: un interlocuteur basé à Paris vous répond.",
  },
  form: { title: "Envoyez-nous un message", formType: "contact" },
  /** The message a visitor starts from when a course page sent them here (`?formation=<slug>`). */
  courseMessage: (course: string) =>
    `Bonjour, je souhaite recevoir le programme, les prochaines dates et le tarif de la formation «\u00a0${course}\u00a0».`,
  details: {
    title: "Nos coordonnées",
    address: {
      label: "Adresse",
      lines: [`${SITE.product}, ${paris.street}`, `${paris.city}, ${paris.country}`],
    },
    phone: { label: "Téléphone", text: SITE.phone, href: SITE.phoneHref },
    email: { label: "E-mail", text: SITE.email, href: `mailto:${SITE.email}` },
    hours: { label: "Horaires", text: SITE.hours },
  },
  offices: {
    title: "Bureaux LIF Group",
    intro: "Un siège à Paris, des centres de production en Afrique et un bureau à Bruxelles.",
    items: OFFICES.map(({ city, country, role }) => ({ city, country, role })),
  },
  map: {
    id: "nous-localiser",
    title: "Nous Localiser",
    intro: "Notre siège vous accueille à Paris, à deux pas de l’Opéra, sur rendez-vous.",
    embed: SITE.mapEmbed,
    link: SITE.mapLink,
    address: `${paris.street}, ${paris.city}`,
    frameTitle: "Carte OpenStreetMap du siège de LIF Group à Paris",
    placeholderTitle: "Carte du siège parisien",
    placeholderText:
      "Cette carte est fournie par OpenStreetMap, qui peut déposer des cookies sur votre appareil. Elle ne s’affiche qu’avec votre accord.",
    showButton: "Afficher la carte",
    externalLink: "Voir l’adresse sur OpenStreetMap",
  },
} as const;
