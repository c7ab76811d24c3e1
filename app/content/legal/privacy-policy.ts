import type { LegalDocument, LegalSection } from "~/components/legal/types";
import { REPLY_DELAY } from "~/content/promises";
import { DATA_PROTECTION_CONTACT, SUPERVISED_FROM } from "~/facts/group";
import { DATA_DESTINATIONS } from "~/facts/privacy";
import { listFr } from "~/lib/french";
import { SITE } from "~/site.config";
import { EMAIL_LINK, HEAD_OFFICE, legalHead } from "./common";
import { PRIVACY_SECTIONS_RIGHTS } from "./privacy-policy-rights";

const { legal } = SITE;

/** Sections 1 to 5: who processes which data, why, for whom and where. Sections 6 to 11 follow in -rights.ts. */
const PRIVACY_SECTIONS_DATA: readonly LegalSection[] = [
  {
    id: "responsable-du-traitement",
    title: "Responsable du traitement",
    blocks: [
      {
        kind: "paragraph",
        text: `Le responsable du traitement des données personnelles collectées sur ce site est ${legal.entityName}, ${legal.legalForm.toLowerCase()} dont le siège social est situé ${HEAD_OFFICE} (ci-après «\u00a0LIF Group\u00a0» ou «\u00a0nous\u00a0»).`,
      },
      {
        kind: "paragraph",
        text: `LIF Group exerce ses activités sous trois marques\u00a0: LIF Shore (équipes informatiques nearshore en Afrique supervisées depuis ${SUPERVISED_FROM}), LIF Form (organisme de formation professionnelle) et LIF Talent (mise en relation d’experts informatiques indépendants avec des entreprises). La présente politique s’applique à l’ensemble des traitements réalisés au moyen de ce site et aux apprenants de LIF Form, quelle que soit la marque concernée.`,
      },
      { kind: "subheading", text: "Contact pour la protection des données" },
      {
        kind: "paragraph",
        text: [
          {
            text: `Pour toute question relative à vos données personnelles, vous pouvez écrire à notre ${DATA_PROTECTION_CONTACT} à l’adresse `,
          },
          EMAIL_LINK,
          {
            text: ` (objet\u00a0: «\u00a0Données personnelles\u00a0»), ou par courrier à ${legal.entityName}, à l’attention du ${DATA_PROTECTION_CONTACT}, ${HEAD_OFFICE}.`,
          },
        ],
      },
    ],
  },
  {
    id: "donnees-collectees",
    title: "Données collectées",
    blocks: [
      {
        kind: "paragraph",
        text: "Nous collectons uniquement les données que vous nous transmettez au moyen des formulaires du site, ainsi que des données techniques de navigation. Les champs signalés par un astérisque sont obligatoires\u00a0: sans eux, nous ne pourrions pas traiter votre demande.",
      },
      {
        kind: "table",
        caption: "Données collectées par formulaire",
        columns: ["Formulaire", "Données collectées"],
        rows: [
          [
            "Formulaire de contact (page Contact et pages de présentation)",
            "Prénom, nom, adresse e-mail, téléphone, entreprise et fonction (ces trois derniers facultatifs), message et, le cas échéant, CV (facultatif, au format PDF, DOC ou DOCX)",
          ],
          [
            "Candidature d’expert (LIF Talent)",
            "Prénom, nom, adresse e-mail, message et CV (PDF, DOC ou DOCX, 5\u00a0MB au maximum)",
          ],
          ["Demande client (LIF Talent)", "Prénom, nom, adresse e-mail, entreprise et message"],
          [
            "Demande d’évaluation gratuite de conformité (LIF Shore)",
            "Prénom, nom, adresse e-mail professionnelle et, si vous le souhaitez, description de votre besoin spécifique",
          ],
          [
            "Demande de consultation (LIF Shore)",
            "Nom et prénom, adresse e-mail, entreprise, téléphone (facultatif) et message",
          ],
          [
            "Téléchargement d’un guide (LIF Shore)",
            "Nom et prénom, adresse e-mail professionnelle et entreprise",
          ],
        ],
      },
      {
        kind: "paragraph",
        text: "Lorsque le formulaire le prévoit, nous conservons également la trace de votre acceptation de la présente politique.",
      },
      { kind: "subheading", text: "Apprenants de LIF Form" },
      {
        kind: "paragraph",
        text: "Lorsque vous vous inscrivez à une formation, nous traitons vos nom, prénom, coordonnées, fonction et employeur, le mode de financement et son dossier (convention, accord de prise en charge, commande passée sur Mon Compte Formation), votre présence (feuilles d’émargement), vos évaluations, le résultat de l’examen blanc et, si vous nous le communiquez, celui de l’examen de certification.",
      },
      {
        kind: "paragraph",
        text: "Si vous êtes en situation de handicap et souhaitez une adaptation, notre référent handicap vous demande uniquement les besoins d’aménagement utiles à la formation (rythme, supports, accessibilité), jamais de diagnostic ni de justificatif médical. Ces informations relèvent des données de santé (article 9 du RGPD)\u00a0: elles ne sont recueillies qu’avec votre consentement explicite, ne sont accessibles qu’au référent handicap et au formateur concerné, pour la seule adaptation convenue, et sont supprimées à la fin de la formation.",
      },
      // Issue 22: the lead's reference and source (app/forms/shared/lead-context.ts, app/lib/visit-source.ts).
      { kind: "subheading", text: "Référence et origine de votre demande" },
      {
        kind: "paragraph",
        text: "Chaque demande envoyée par un formulaire reçoit une référence (par exemple LIF-7K3Q-9P), qui vous est affichée et figure dans nos échanges, et elle nous parvient avec l’adresse de la page depuis laquelle vous l’avez envoyée et le site utilisé (France ou Belgique) : ces informations font partie de la demande et nous permettent d’y répondre. Si, et seulement si, vous avez accepté les cookies de mesure d’audience, votre navigateur garde aussi, pour l’onglet ouvert et jusqu’à sa fermeture (stockage de session), la première page consultée, le nom du site qui vous a adressé à nous et les paramètres de campagne de son adresse (utm_source, utm_medium, utm_campaign, utm_term, utm_content, gclid) ; ils ne nous sont transmis qu’avec une demande que vous envoyez, pour savoir quelle campagne ou quel site vous a amené, et sont effacés dès que vous retirez votre accord. Aucun service tiers ne les reçoit. Joints à votre demande, ils sont conservés aussi longtemps qu’elle. Ce que vous tapez dans un formulaire est également gardé dans l’onglet, jusqu’à l’envoi réussi ou la fermeture de l’onglet, pour qu’un rechargement ou un envoi échoué ne vous fasse rien perdre ; votre CV n’y est jamais gardé.",
      },
      { kind: "subheading", text: "Données de navigation" },
      { kind: "paragraph", text: "Lorsque vous consultez le site, nous traitons également\u00a0:" },
      {
        kind: "list",
        items: [
          "votre choix en matière de cookies et sa date, enregistrés dans votre navigateur (voir la section 9)\u00a0;",
          "les données techniques nécessaires à l’acheminement des pages et à la sécurité du site (adresse IP, date et heure de connexion, page demandée, type de navigateur), traitées par notre hébergeur\u00a0;",
          "si vous l’avez accepté, des données de mesure d’audience (pages consultées, durée de visite, type d’appareil, site de provenance).",
        ],
      },
      {
        kind: "paragraph",
        text: "Nous vous invitons à ne communiquer, dans vos messages et vos CV, aucune donnée sensible au sens de l’article 9 du RGPD (santé, opinions politiques, convictions religieuses, etc.)\u00a0: de telles données ne sont pas nécessaires au traitement de votre demande.",
      },
    ],
  },
  {
    id: "finalites-et-bases-legales",
    title: "Finalités et bases légales",
    blocks: [
      {
        kind: "paragraph",
        text: "Chaque traitement poursuit une finalité déterminée et repose sur l’une des bases légales prévues à l’article 6 du règlement (UE) 2016/679 du 27 avril 2016 (RGPD).",
      },
      {
        kind: "table",
        caption: "Finalités et bases légales des traitements",
        columns: ["Traitement", "Finalité", "Base légale"],
        rows: [
          [
            "Formulaire de contact",
            "Répondre à votre message et, selon son objet, vous présenter nos services ou étudier votre candidature",
            "Mesures précontractuelles prises à votre demande (art. 6.1.b)\u00a0; intérêt légitime à répondre aux demandes reçues (art. 6.1.f)",
          ],
          [
            "Candidature d’expert",
            "Étudier votre candidature, évaluer votre profil, vous proposer des missions adaptées et vous adresser un accusé de réception",
            "Mesures précontractuelles prises à votre demande (art. 6.1.b)",
          ],
          [
            "Demande client",
            "Analyser votre besoin, vous présenter des profils d’experts pertinents et vous adresser un accusé de réception",
            "Mesures précontractuelles prises à votre demande (art. 6.1.b)",
          ],
          [
            "Évaluation gratuite de conformité",
            `Réaliser l’évaluation RGPD et NIS2 demandée et vous recontacter sous ${REPLY_DELAY}`,
            "Mesures précontractuelles prises à votre demande (art. 6.1.b)",
          ],
          [
            "Consultation et guide LIF Shore",
            "Organiser l’échange demandé, vous adresser le guide et assurer le suivi de votre demande",
            "Mesures précontractuelles (art. 6.1.b)\u00a0; intérêt légitime à développer nos relations avec les entreprises (art. 6.1.f)",
          ],
          [
            "Fonctionnement et sécurité du site",
            "Acheminer les pages, prévenir les abus et les envois automatisés, mémoriser votre choix en matière de cookies",
            "Intérêt légitime (art. 6.1.f)\u00a0; obligation légale de pouvoir démontrer votre consentement (art. 6.1.c et 7.1)",
          ],
          [
            "Inscription et suivi d’une formation (LIF Form)",
            "Organiser la formation, établir la convention et les attestations, justifier la réalisation auprès des financeurs (en France, l’OPCO ou la Caisse des Dépôts pour le CPF\u00a0; en Belgique, l’opérateur régional ou le fonds sectoriel) et de l’administration",
            "Exécution du contrat de formation (art. 6.1.b)\u00a0; obligations légales des organismes de formation (art. 6.1.c, Code du travail, livre III de la sixième partie)",
          ],
          [
            "Adaptation de la formation à une situation de handicap",
            "Mettre en place les aménagements convenus avec le référent handicap",
            "Votre consentement explicite (art. 9.2.a), que vous pouvez retirer à tout moment",
          ],
          [
            "Mesure d’audience",
            "Établir des statistiques de fréquentation afin d’améliorer le site",
            "Votre consentement (art. 6.1.a du RGPD et art. 82 de la loi Informatique et Libertés)",
          ],
        ],
      },
      {
        kind: "paragraph",
        text: "Vos données ne font l’objet d’aucune décision entièrement automatisée ni d’aucun profilage au sens de l’article 22 du RGPD. Elles ne sont ni vendues ni louées.",
      },
    ],
  },
  {
    id: "destinataires",
    title: "Destinataires des données",
    blocks: [
      {
        kind: "paragraph",
        text: "Vos données ne sont accessibles qu’aux personnes qui en ont besoin pour traiter votre demande\u00a0:",
      },
      {
        kind: "list",
        items: [
          "les équipes habilitées de LIF Group (commerciales, recrutement, formation et direction), chacune pour les demandes qui la concernent\u00a0;",
          "les structures sœurs du groupe établies en Tunisie, au Sénégal et en Côte d’Ivoire, qui fournissent les équipes LIF Shore et assurent le back-office de LIF Talent (recherche de talents, évaluation technique, suivi administratif des missions), pour les seules données nécessaires à ces missions\u00a0;",
          "nos recruteurs présents au Maroc (Casablanca), pour les seules données des candidats dont ils étudient le profil\u00a0;",
          "pour les apprenants, le financeur de la formation (en France, votre OPCO ou la Caisse des Dépôts et consignations pour le CPF\u00a0; en Belgique, l’opérateur régional ou votre fonds sectoriel) et l’organisme certificateur de l’examen que vous préparez, pour les seules données qu’ils exigent\u00a0;",
          "EmailJS, service d’envoi de courriers électroniques transactionnels, qui achemine les messages des formulaires vers nos équipes et vous adresse les accusés de réception, en qualité de sous-traitant\u00a0;",
          `notre hébergeur, désigné dans les mentions légales, en qualité de sous-traitant\u00a0;`,
          "si vous avez accepté la mesure d’audience, Google (Google Tag Manager et Google Analytics), en qualité de sous-traitant\u00a0;",
          "les autorités administratives ou judiciaires, lorsque la loi l’exige.",
        ],
      },
      {
        kind: "paragraph",
        text: "Nos sous-traitants agissent sur nos seules instructions, dans le cadre d’un contrat conforme à l’article 28 du RGPD qui leur impose des obligations de confidentialité et de sécurité.",
      },
      { kind: "subheading", text: "Entreprises clientes de LIF Talent" },
      {
        kind: "paragraph",
        text: "Si vous nous adressez votre candidature d’expert, votre profil n’est présenté qu’aux entreprises clientes dont la demande correspond à vos compétences. Chaque client ne voit que les profils pertinents pour sa demande\u00a0: il n’a jamais accès à l’ensemble de notre vivier de talents.",
      },
    ],
  },
  {
    id: "transferts-hors-union-europeenne",
    title: "Transferts hors de l’Union européenne",
    blocks: [
      {
        kind: "paragraph",
        text: "Certains destinataires sont établis hors de l’Union européenne. Chaque transfert est encadré par l’une des garanties prévues au chapitre V du RGPD\u00a0:",
      },
      {
        kind: "list",
        items: [
          `vers ${listFr(DATA_DESTINATIONS.recruitmentPresence)}, où travaillent des recruteurs du groupe (sans entité locale), et vers ${listFr(DATA_DESTINATIONS.groupEntities)}, où sont établies ses structures sœurs\u00a0: ces pays ne bénéficiant pas d’une décision d’adéquation, les transferts sont encadrés par les clauses contractuelles types adoptées par la Commission européenne (décision d’exécution (UE) 2021/914 du 4 juin 2021), complétées de mesures techniques et organisationnelles (chiffrement des échanges, accès nominatifs et limités, journalisation des accès)\u00a0;`,
          "vers les États-Unis (EmailJS et, si vous avez accepté la mesure d’audience, Google)\u00a0: les transferts reposent sur le cadre de protection des données UE–États-Unis (Data Privacy Framework, décision d’adéquation de la Commission européenne du 10 juillet 2023) lorsque le destinataire y a adhéré et, à défaut, sur les clauses contractuelles types de la Commission européenne.",
        ],
      },
      {
        kind: "paragraph",
        text: "Vers les États-Unis encore, pour les apprenants\u00a0: les éditeurs des certifications préparées (EC-Council, ISC2, Cisco, CompTIA) y sont établis. Si nous vous inscrivons à l’examen à votre demande, nous ne leur transmettons que votre identité et vos coordonnées\u00a0; le transfert repose sur le cadre de protection des données UE–États-Unis lorsque l’éditeur y a adhéré, à défaut sur sa nécessité pour l’inscription que vous avez demandée (article 49.1.b du RGPD). Les informations liées à un handicap ne quittent jamais le groupe ni la France.",
      },
      {
        kind: "paragraph",
        text: [
          { text: "Vous pouvez obtenir une copie de ces garanties en écrivant à " },
          EMAIL_LINK,
          { text: "." },
        ],
      },
    ],
  },
];

export const privacyPolicy: LegalDocument = {
  ...legalHead("privacyPolicy"),
  sections: [...PRIVACY_SECTIONS_DATA, ...PRIVACY_SECTIONS_RIGHTS],
};
