import type { LegalSection } from "~/components/legal/types";
import { DATA_PROTECTION_CONTACT, SECURITY_ROUTINE } from "~/facts/group";
import { RETENTION } from "~/facts/privacy";
import { CONSENT_DATE_KEY, CONSENT_KEY, CONSENT_MAX_AGE_MONTHS } from "~/lib/consent";
import { SITE } from "~/site.config";
import { EMAIL_LINK, HEAD_OFFICE } from "./common";

/** Sections 6 to 11 of the privacy policy: retention, security, rights, cookies, authority, changes. */
export const PRIVACY_SECTIONS_RIGHTS: readonly LegalSection[] = [
  {
    id: "durees-de-conservation",
    title: "Durées de conservation",
    blocks: [
      {
        kind: "paragraph",
        text: "Vos données sont conservées pendant la durée strictement nécessaire aux finalités décrites ci-dessus, puis supprimées ou rendues anonymes.",
      },
      {
        kind: "table",
        caption: "Durées de conservation des données",
        columns: ["Catégorie de données", "Durée de conservation"],
        rows: [
          [
            "Données des prospects (formulaire de contact, demande client, évaluation gratuite, consultation, guide) qui ne deviennent pas clients",
            `${RETENTION.prospectYearsAfterLastContact} ans à compter de votre dernier contact avec nous (demande, réponse à un message)`,
          ],
          [
            "Données des clients",
            `Durée de la relation commerciale, puis ${RETENTION.clientYearsAfterRelationship} ans au plus à compter de son terme (prescription des actions contractuelles)`,
          ],
          [
            "Données des candidats et des talents (candidatures d’expert, CV)",
            `${RETENTION.candidateYearsAfterLastContact} ans à compter du dernier contact`,
          ],
          [
            "Données des apprenants (inscription, émargement, évaluations, résultats)",
            `Durée de la formation, puis ${RETENTION.learnerRecordsYearsAfterTraining} ans à compter de sa fin, pour les contrôles des financeurs et de l’administration`,
          ],
          ["Informations liées à un handicap (apprenants)", "Durée de la formation, puis suppression"],
          [
            "Factures et pièces comptables",
            `${RETENTION.accountingYears} ans à compter de la clôture de l’exercice (article L.\u00a0123-22 du Code de commerce)`,
          ],
          [
            "Données de navigation (journaux techniques, mesure d’audience)",
            `${RETENTION.browsingMonths} mois au maximum`,
          ],
          [
            "Choix en matière de cookies",
            `${CONSENT_MAX_AGE_MONTHS} mois, puis votre choix vous est de nouveau demandé`,
          ],
        ],
      },
      {
        kind: "paragraph",
        text: `Si vous reprenez contact avec nous, le délai applicable aux prospects (${RETENTION.prospectYearsAfterLastContact} ans) comme aux candidats et aux talents (${RETENTION.candidateYearsAfterLastContact} ans) court de nouveau à compter de ce dernier contact.`,
      },
    ],
  },
  {
    id: "securite-des-donnees",
    title: "Sécurité des données",
    blocks: [
      {
        kind: "paragraph",
        text: "Nous mettons en œuvre des mesures techniques et organisationnelles adaptées aux risques, notamment\u00a0:",
      },
      {
        kind: "list",
        items: [
          "le chiffrement des échanges entre votre navigateur et le site (HTTPS) et le chiffrement des données stockées\u00a0;",
          `un accès aux données réservé aux personnes habilitées, selon le principe du moindre privilège, avec authentification multifacteur et revue des habilitations ${SECURITY_ROUTINE.accessReview}\u00a0;`,
          "le cloisonnement des données de chaque client\u00a0;",
          "des sauvegardes régulières et des audits de sécurité trimestriels\u00a0;",
          "des engagements de confidentialité et de sécurité imposés à nos sous-traitants et aux structures du groupe.",
        ],
      },
      {
        kind: "paragraph",
        text: [
          {
            text: "En cas de violation de données susceptible d’engendrer un risque pour vos droits et libertés, nous la notifions à la CNIL dans les 72 heures après en avoir pris connaissance et, si ce risque est élevé, nous vous en informons dans les meilleurs délais. Ces mesures sont détaillées dans notre ",
          },
          { text: "politique de sécurité", href: "/politique-de-securite" },
          { text: "." },
        ],
      },
    ],
  },
  {
    id: "vos-droits",
    title: "Vos droits et leur exercice",
    blocks: [
      {
        kind: "paragraph",
        text: "Dans les conditions prévues par le RGPD et la loi n°\u00a078-17 du 6 janvier 1978 relative à l’informatique, aux fichiers et aux libertés (loi Informatique et Libertés), vous disposez des droits suivants\u00a0:",
      },
      {
        kind: "list",
        items: [
          "droit d’accès à vos données et d’en obtenir une copie (article 15 du RGPD)\u00a0;",
          "droit de rectification des données inexactes ou incomplètes (article 16)\u00a0;",
          "droit à l’effacement de vos données (article 17)\u00a0;",
          "droit à la limitation du traitement (article 18)\u00a0;",
          "droit à la portabilité des données que vous nous avez fournies, lorsque le traitement repose sur votre consentement ou sur des mesures précontractuelles (article 20)\u00a0;",
          "droit d’opposition au traitement fondé sur notre intérêt légitime et, à tout moment, à la prospection commerciale (article 21)\u00a0;",
          "droit de retirer votre consentement à tout moment, sans remettre en cause la licéité du traitement effectué avant ce retrait (article 7.3)\u00a0;",
          "droit de définir des directives relatives à la conservation, à l’effacement et à la communication de vos données après votre décès (article 85 de la loi Informatique et Libertés).",
        ],
      },
      { kind: "subheading", text: "Comment exercer vos droits" },
      {
        kind: "paragraph",
        text: [
          { text: "Adressez votre demande par courrier électronique à " },
          EMAIL_LINK,
          {
            text: ` ou par courrier postal à ${SITE.legal.entityName}, à l’attention du ${DATA_PROTECTION_CONTACT}, ${HEAD_OFFICE}. Précisez le droit que vous souhaitez exercer et, si possible, la demande ou le formulaire concernés.`,
          },
        ],
      },
      {
        kind: "paragraph",
        text: "Nous vous répondons dans un délai d’un mois à compter de la réception de votre demande. Ce délai peut être prolongé de deux mois, compte tenu de la complexité ou du nombre de demandes\u00a0; nous vous en informons alors dans le mois suivant la réception, en indiquant les motifs de la prolongation. En cas de doute raisonnable sur votre identité, nous pouvons vous demander les informations nécessaires pour la confirmer. L’exercice de vos droits est gratuit.",
      },
    ],
  },
  {
    id: "cookies",
    title: "Cookies et choix de consentement",
    blocks: [
      {
        kind: "paragraph",
        text: "Lors de votre première visite, un bandeau vous propose deux choix présentés de manière équivalente\u00a0: «\u00a0Accepter tout\u00a0» ou «\u00a0Accepter l’essentiel\u00a0». Aucun traceur soumis à votre consentement n’est déposé avant votre choix.",
      },
      {
        kind: "table",
        caption: "Traceurs utilisés sur le site",
        columns: ["Traceur", "Finalité", "Durée"],
        rows: [
          [
            `${CONSENT_KEY} et ${CONSENT_DATE_KEY} (stockage local du navigateur)`,
            "Essentiel. Mémorise votre choix («\u00a0all\u00a0» pour «\u00a0Accepter tout\u00a0», «\u00a0essential\u00a0» pour «\u00a0Accepter l’essentiel\u00a0») et sa date.",
            `${CONSENT_MAX_AGE_MONTHS} mois`,
          ],
          [
            "Mesure d’audience (Google Tag Manager et Google Analytics)",
            "Mesure de la fréquentation et de l’usage du site. Déposé uniquement si vous choisissez «\u00a0Accepter tout\u00a0».",
            "13 mois au maximum",
          ],
          [
            "Carte OpenStreetMap (page Contact)",
            "Affichage du plan d’accès à notre siège. Chargée uniquement si vous avez choisi «\u00a0Accepter tout\u00a0» ou cliqué sur «\u00a0Afficher la carte\u00a0».",
            "Fixée par le fournisseur de la carte",
          ],
        ],
      },
      {
        kind: "paragraph",
        text: `Votre choix est enregistré dans votre navigateur sous la clé «\u00a0${CONSENT_KEY}\u00a0» pour une durée de ${CONSENT_MAX_AGE_MONTHS} mois\u00a0; à l’issue de ce délai, il vous est de nouveau demandé. Vous pouvez le modifier à tout moment au moyen du lien «\u00a0Gestion des cookies\u00a0» situé en pied de page\u00a0: le bandeau s’affiche de nouveau et vous permet de faire un autre choix. Vous pouvez aussi effacer les données du site depuis les réglages de votre navigateur.`,
      },
      {
        kind: "paragraph",
        text: "Refuser la mesure d’audience est sans conséquence sur votre accès au site comme sur le traitement de vos demandes.",
      },
    ],
  },
  {
    id: "autorite-de-controle",
    title: "Réclamation auprès d’une autorité de contrôle",
    blocks: [
      {
        kind: "paragraph",
        text: "Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez introduire une réclamation auprès d’une autorité de contrôle (article 77 du RGPD)\u00a0:",
      },
      {
        kind: "list",
        items: [
          [
            {
              text: "en France, la Commission nationale de l’informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, ",
            },
            { text: "www.cnil.fr", href: "https://www.cnil.fr" },
            { text: "\u00a0;" },
          ],
          [
            {
              text: "pour les visiteurs résidant en Belgique, l’Autorité de protection des données, rue de la Presse 35, 1000 Bruxelles, ",
            },
            { text: "www.autoriteprotectiondonnees.be", href: "https://www.autoriteprotectiondonnees.be" },
            { text: "." },
          ],
        ],
      },
    ],
  },
  {
    id: "modifications",
    title: "Modification de la présente politique",
    blocks: [
      {
        kind: "paragraph",
        text: "Nous pouvons modifier la présente politique pour tenir compte de l’évolution de nos services ou de la réglementation. La date de la dernière mise à jour figure en tête de document. En cas de modification substantielle, nous vous en informons par un avis sur le site.",
      },
    ],
  },
];
