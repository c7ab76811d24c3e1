import type { LegalDocument } from "~/components/legal/types";
import { DATA_PROTECTION_CONTACT, SECURITY_ROUTINE } from "~/facts/group";
import { SITE } from "~/site.config";
import { EMAIL_LINK, legalHead, term } from "./common";

export const securityPolicy: LegalDocument = {
  ...legalHead("securityPolicy"),
  sections: [
    {
      id: "objet-et-perimetre",
      title: "Objet et périmètre",
      blocks: [
        {
          kind: "paragraph",
          text: `La présente politique décrit les principes par lesquels ${SITE.legal.entityName} («\u00a0LIF Group\u00a0») protège la confidentialité, l’intégrité et la disponibilité des informations qui lui sont confiées\u00a0: données de ses clients, des talents et des candidats, des stagiaires de LIF Form et de ses propres collaborateurs.`,
        },
        {
          kind: "paragraph",
          text: "Elle s’applique à l’ensemble des activités du groupe (LIF Shore, LIF Form et LIF Talent), à ses collaborateurs en France, en Belgique et en Afrique, aux structures sœurs qui fournissent les équipes nearshore et le back-office, ainsi qu’à ses prestataires et sous-traitants. Elle couvre les systèmes d’information, les postes de travail, les environnements de développement et les données, quel que soit leur support.",
        },
      ],
    },
    {
      id: "gouvernance",
      title: "Gouvernance de la sécurité",
      blocks: [
        {
          kind: "paragraph",
          text: "La direction générale approuve la présente politique et lui alloue les moyens nécessaires. Un comité de sécurité se réunit chaque trimestre\u00a0: il suit les risques, les incidents, l’avancement des plans d’action et les résultats des audits. Des audits de sécurité sont conduits chaque trimestre.",
        },
        { kind: "paragraph", text: "Les rôles sont définis comme suit\u00a0:" },
        {
          kind: "list",
          items: [
            "la direction générale, responsable de la politique et de l’acceptation des risques résiduels\u00a0;",
            "le responsable de la sécurité des systèmes d’information, qui pilote la politique, anime le comité et coordonne la réponse aux incidents\u00a0;",
            `le ${DATA_PROTECTION_CONTACT}, qui veille à la conformité des traitements de données personnelles\u00a0;`,
            "les responsables de chaque centre de production, garants de l’application de la politique par leurs équipes\u00a0;",
            "chaque collaborateur, tenu de respecter la présente politique et de signaler sans délai tout incident.",
          ],
        },
        {
          kind: "paragraph",
          text: "La politique est réexaminée au moins une fois par an et après tout incident majeur ou toute évolution significative de l’activité.",
        },
      ],
    },
    {
      id: "gestion-des-risques",
      title: "Gestion des risques",
      blocks: [
        {
          kind: "paragraph",
          text: "LIF Group identifie les actifs à protéger, évalue les menaces et les vulnérabilités qui les concernent et tient un registre des risques. Chaque risque est traité par des mesures proportionnées, transféré, évité ou accepté formellement par la direction.",
        },
        {
          kind: "paragraph",
          text: "L’analyse des risques est revue par le comité de sécurité chaque trimestre et avant tout nouveau projet, nouveau centre de production ou nouveau prestataire. Les traitements de données personnelles susceptibles d’engendrer un risque élevé font l’objet d’une analyse d’impact relative à la protection des données (AIPD).",
        },
      ],
    },
    {
      id: "controle-des-acces",
      title: "Contrôle des accès",
      blocks: [
        {
          kind: "list",
          items: [
            term(
              "Moindre privilège",
              "chaque collaborateur n’accède qu’aux systèmes et aux données nécessaires à sa mission, pour la durée de celle-ci.",
            ),
            term(
              "Comptes nominatifs",
              "les comptes partagés sont proscrits\u00a0; les comptes à privilèges sont distincts des comptes d’usage courant.",
            ),
            term(
              "Authentification multifacteur",
              "elle est obligatoire pour la messagerie, les outils de collaboration, les environnements des clients et tout accès à distance.",
            ),
            term(
              "Revue des habilitations",
              `les droits sont revus ${SECURITY_ROUTINE.accessReview} et retirés dès la fin d’une mission ou le départ d’un collaborateur.`,
            ),
            term(
              "Journalisation",
              "les accès aux systèmes sensibles sont journalisés et les journaux sont protégés contre toute modification.",
            ),
          ],
        },
      ],
    },
    {
      id: "protection-des-donnees",
      title: "Protection des données",
      blocks: [
        {
          kind: "list",
          items: [
            term(
              "Chiffrement",
              "les données sont chiffrées en transit (TLS) et au repos, y compris sur les postes de travail et les supports amovibles.",
            ),
            term(
              "Sauvegardes",
              "les données sont sauvegardées régulièrement, une copie est conservée hors ligne ou isolée, et les restaurations sont testées.",
            ),
            term(
              "Cloisonnement",
              "les données et les environnements de chaque client sont séparés\u00a0; un collaborateur affecté à un client n’a pas accès aux données des autres clients.",
            ),
            term(
              "Minimisation",
              "seules les données nécessaires sont collectées et elles sont conservées selon les durées fixées par notre politique de confidentialité.",
            ),
            term(
              "Profils des talents",
              "les entreprises clientes de LIF Talent ne voient que les profils pertinents pour leur demande, jamais l’ensemble du vivier.",
            ),
          ],
        },
      ],
    },
    {
      id: "developpement-et-exploitation",
      title: "Sécurité du développement et de l’exploitation",
      blocks: [
        {
          kind: "list",
          items: [
            term(
              "Cycle de développement sécurisé",
              "les exigences de sécurité sont prises en compte dès la conception et les bonnes pratiques de développement sécurisé (notamment celles de l’OWASP) sont appliquées.",
            ),
            term(
              "Revue de code",
              "toute modification est relue par un second développeur avant sa mise en production\u00a0; les secrets ne sont jamais stockés dans le code.",
            ),
            term(
              "Gestion des vulnérabilités",
              "les dépendances et les systèmes sont analysés en continu\u00a0; les correctifs de sécurité sont appliqués dans des délais fixés selon la criticité de la vulnérabilité.",
            ),
            term(
              "Environnements séparés",
              "développement, recette et production sont distincts, et les données de production ne sont pas utilisées en test sans anonymisation.",
            ),
            term(
              "Exploitation",
              "les postes et serveurs sont durcis, protégés contre les logiciels malveillants et supervisés.",
            ),
          ],
        },
      ],
    },
    {
      id: "gestion-des-incidents",
      title: "Gestion des incidents",
      blocks: [
        {
          kind: "paragraph",
          text: "Une procédure de gestion des incidents définit la détection, la qualification, le confinement, la remédiation et le retour d’expérience. Tout collaborateur signale immédiatement un incident avéré ou suspecté\u00a0; le client concerné est informé sans délai injustifié.",
        },
        {
          kind: "paragraph",
          text: "En cas de violation de données personnelles, LIF Group la notifie à la CNIL dans les 72 heures après en avoir pris connaissance, lorsqu’elle est susceptible d’engendrer un risque pour les droits et libertés des personnes, et informe ces dernières si le risque est élevé (articles 33 et 34 du RGPD).",
        },
        {
          kind: "paragraph",
          text: "Lorsqu’un incident important relève de la directive (UE) 2022/2555 (NIS2), il est notifié à l’autorité compétente ou au CSIRT national (l’ANSSI en France, le Centre pour la cybersécurité Belgique en Belgique), par LIF Group ou, avec son concours, par le client concerné, dans les délais suivants\u00a0:",
        },
        {
          kind: "list",
          items: [
            "une alerte précoce dans les 24 heures après en avoir pris connaissance\u00a0;",
            "une notification de l’incident dans les 72 heures\u00a0;",
            "un rapport final dans un délai d’un mois après la notification.",
          ],
        },
      ],
    },
    {
      id: "fournisseurs-et-sous-traitants",
      title: "Fournisseurs et sous-traitants",
      blocks: [
        {
          kind: "paragraph",
          text: "Les structures sœurs du groupe en Tunisie, au Sénégal et en Côte d’Ivoire, qui fournissent les équipes LIF Shore et assurent le back-office de LIF Talent, appliquent la présente politique. Leurs collaborateurs sont soumis aux mêmes règles d’accès, de confidentialité et de formation que ceux de LIF Group.",
        },
        {
          kind: "list",
          items: [
            term("Sélection", "chaque prestataire est évalué au regard de la sécurité avant d’être retenu."),
            term(
              "Clauses contractuelles",
              "les contrats comportent des obligations de confidentialité et de sécurité, les clauses prévues à l’article 28 du RGPD pour les sous-traitants et, pour les transferts hors de l’Union européenne, les clauses contractuelles types de la Commission européenne.",
            ),
            term(
              "Audits",
              "LIF Group se réserve le droit d’auditer ses sous-traitants et les structures du groupe\u00a0; ces audits s’inscrivent dans le programme d’audits trimestriels.",
            ),
            term("Fin de contrat", "les accès sont retirés et les données restituées ou détruites."),
          ],
        },
      ],
    },
    {
      id: "conformite-rgpd-et-nis2",
      title: "Conformité RGPD et NIS2",
      blocks: [
        {
          kind: "paragraph",
          text: [
            {
              text: "LIF Group tient un registre de ses activités de traitement, applique les principes de protection des données dès la conception et par défaut, et encadre ses transferts hors de l’Union européenne. Les droits des personnes s’exercent dans les conditions décrites dans notre ",
            },
            { text: "politique de confidentialité", href: "/politique-confidentialite" },
            { text: "." },
          ],
        },
        {
          kind: "paragraph",
          text: "LIF Group aligne ses mesures sur les exigences de la directive NIS2\u00a0: gestion des risques, sécurité de la chaîne d’approvisionnement, gestion des incidents, continuité d’activité et responsabilité de la direction. Elle accompagne ses clients soumis à cette directive dans le respect de leurs propres obligations, notamment à travers l’évaluation gratuite de conformité proposée par LIF Shore.",
        },
      ],
    },
    {
      id: "sensibilisation-et-signalement",
      title: "Sensibilisation, formation et signalement des vulnérabilités",
      blocks: [
        {
          kind: "paragraph",
          text: "Chaque collaborateur est sensibilisé à la sécurité dès son arrivée puis au moins une fois par an (hameçonnage, mots de passe, protection des données, signalement des incidents). Les équipes techniques suivent des formations adaptées à leurs fonctions, notamment dans le cadre de LIF Form. Chaque collaborateur s’engage à respecter une charte d’utilisation des systèmes d’information et une obligation de confidentialité.",
        },
        { kind: "subheading", text: "Signaler une vulnérabilité" },
        {
          kind: "paragraph",
          text: [
            {
              text: "Si vous découvrez une vulnérabilité affectant le site ou nos services, écrivez-nous à ",
            },
            EMAIL_LINK,
            {
              text: " en indiquant «\u00a0Sécurité\u00a0» en objet, avec une description permettant de reproduire le problème. Nous accusons réception de votre signalement, le traitons en priorité et vous tenons informé de sa résolution. Nous vous demandons de ne pas exploiter la vulnérabilité au-delà de ce qui est nécessaire pour la démontrer et de ne pas la divulguer avant sa correction.",
            },
          ],
        },
      ],
    },
  ],
};
