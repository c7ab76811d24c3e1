import { GROUP_PAGE_FIGURES as GROUP_PAGE } from "~/content/group-figures";
import { days, hours, percent, SHORE_FIGURES } from "~/content/shore/figures";
import { GUIDE_FIGURES } from "~/content/shore/guide-figures";
import { BACKOFFICE_FIGURES, TALENT_FIGURES } from "~/content/talent/figures";
import {
  BELGIAN_FUNDING,
  COURSE_TERMS,
  FORM_ACCREDITATIONS,
  FORM_FORMATS,
  FORM_FUNDING,
  FRENCH_FUNDING,
  QUALIOPI_CERTIFICATE_SENTENCE,
} from "~/facts/form";
import {
  APPLICATION_REPLY_DELAY,
  DATA_PROTECTION_CONTACT,
  GROUP_FIGURES,
  HISTORY,
  REPLY_DELAY,
  SECURITY_ROUTINE,
} from "~/facts/group";
import { AFRICA_DEVELOPERS, TALENT_SHORTAGE } from "~/facts/market";
import { CPF_RULES } from "~/facts/regulation";
import {
  NIS2_DEADLINES,
  SHORE_TESTIMONIAL_FIGURES as QUOTED,
  SHORE_CASE_STUDIES as QUOTED_CASES,
  SHORE_CONTRACT,
  SHORE_PROMISES,
  SHORE_RECRUITMENT,
  SHORE_SAVINGS,
} from "~/facts/shore";
import { revenueSplit, TALENT_TERMS } from "~/facts/talent";
import {
  capitalize,
  count,
  formatEuro,
  formatNumber,
  inWords,
  moreThan,
  NBSP,
  nb,
  percentRange,
  span,
} from "~/lib/french";
import type { Variant } from "~/pages";
// The certifications' file as written (their names are codes of a kind, untouched by typesetting): reading it
// through app/content/form/certifications.ts would loop back here through readCopy.
import certificationsFile from "../../content/pages/lif-form/certifications.json" with { type: "json" };

/**
 * The facts a text edited in the CMS may quote by name, written once in app/facts/: an editor types
 * `{delai-reponse}` and the page shows « 48 h ouvrées », so a fact changed in its one place changes everywhere.
 * The build resolves them when it reads the content files; an unknown name stops it, listing these
 * (scripts/content/course-files.ts, copy-files.ts). docs/editing.md lists them for editors: keep the two in step.
 */
export const PLACEHOLDERS: Readonly<Record<string, { value: string; what: string }>> = {
  "tarif-intra": {
    value: COURSE_TERMS.intraRule,
    what: "la règle de prix d’une session intra-entreprise, la même pour toutes les formations",
  },
  "delai-reponse": { value: REPLY_DELAY, what: "le délai de réponse à une demande" },
  "delai-cpf": {
    value: FORM_FUNDING.cpf.minimumDelay,
    what: "le délai minimal entre une inscription par le CPF et le premier jour",
  },
  "participation-cpf": {
    value: CPF_RULES.contribution.value,
    what: "la participation forfaitaire du titulaire d’un CPF",
  },
  "plafond-cpf": {
    value: CPF_RULES.specificRegistryCeiling.value,
    what: "le plafond du CPF pour une certification du répertoire spécifique",
  },
  // The group's dates and the LIF Talent terms, quoted by testimonials and FAQ answers (content/temoignages/,
  // content/faq/): the figures as the pages print them (app/content/talent/figures.ts, read from app/facts/).
  "annee-tunis": { value: String(HISTORY.tunisEntity), what: "l’année de la première équipe, à Tunis" },
  "annee-holding": {
    value: String(HISTORY.holdingFounded),
    what: "l’année de création de la holding LIF Group",
  },
  "villes-centres": { value: SHORE_FIGURES.centres, what: "les villes des centres de production en Afrique" },
  commission: {
    value: TALENT_FIGURES.commission,
    what: "la commission de LIF Talent, en pourcentage du TJM",
  },
  "tjm-exemple": { value: TALENT_FIGURES.dailyRate, what: "le TJM de l’exemple chiffré de LIF Talent" },
  "facture-exemple": {
    value: TALENT_FIGURES.billed,
    what: "le prix journalier facturé au client dans l’exemple chiffré (TJM plus commission)",
  },
  "profils-presentes": {
    value: TALENT_FIGURES.profiles,
    what: "le nombre de profils présentés à une entreprise",
  },
  "delai-presentation": { value: TALENT_FIGURES.presentation, what: "le délai de présentation des profils" },
  "delai-reponse-entreprise": {
    value: TALENT_FIGURES.clientReply,
    what: "le délai de réponse de LIF Talent à la demande d’une entreprise",
  },
  "mission-minimum": { value: TALENT_FIGURES.minMission, what: "la durée minimale d’une mission LIF Talent" },
  "mission-moyenne": {
    value: TALENT_FIGURES.averageMission,
    what: "la durée moyenne d’une mission LIF Talent",
  },
  "decalage-afrique": {
    value: TALENT_FIGURES.timeRange,
    what: "le décalage horaire des experts basés en Afrique avec Paris",
  },
  "conservation-cv": { value: TALENT_FIGURES.cvRetention, what: "la durée de conservation d’un CV" },
  "conservation-client": {
    value: TALENT_FIGURES.clientRetention,
    what: "la durée de conservation des données d’un client après la relation",
  },
  "conservation-prospect": {
    value: TALENT_FIGURES.prospectRetention,
    what: "la durée de conservation des données d’une demande sans suite",
  },
  // The results the LIF Shore testimonials quote (app/facts/shore.ts, SHORE_TESTIMONIAL_FIGURES): as a sentence
  // says them (« ont baissé de 37 % »), and signed for a result chip (« -37 % »).
  ...shoreResult(
    "shore-accueil-couts",
    QUOTED.landing.costs,
    "la baisse des coûts citée sur la page LIF Shore",
  ),
  ...shoreResult(
    "shore-accueil-livraison",
    QUOTED.landing.deliveryCapacity,
    "la hausse de capacité de livraison citée sur la page LIF Shore",
  ),
  ...shoreResult(
    "shore-nearshore-cout",
    QUOTED.nearshore.cost,
    "la baisse de coût citée sur la page nearshore",
  ),
  ...shoreResult(
    "shore-nearshore-velocite",
    QUOTED.nearshore.velocity,
    "la hausse de vélocité citée sur la page nearshore",
  ),
  "shore-nearshore-satisfaction": {
    value: percent(QUOTED.nearshore.satisfaction),
    what: "la satisfaction citée sur la page nearshore",
  },
  ...shoreResult(
    "shore-services-productivite",
    QUOTED.services.productivity,
    "la hausse de productivité citée sur la page Nos services",
  ),
  ...shoreResult(
    "shore-services-delai",
    QUOTED.services.deliveryTime,
    "la baisse des délais de livraison citée sur la page Nos services",
  ),
  "shore-services-disponibilite": {
    value: percent(QUOTED.services.availability),
    what: "la disponibilité citée sur la page Nos services",
  },
  "shore-recrutement-satisfaction": {
    value: percent(QUOTED.recruitment.satisfaction),
    what: "la satisfaction citée sur la page Recrutement de talents",
  },
  "shore-recrutement-retention": {
    value: percent(QUOTED.recruitment.retentionAfterSixMonths),
    what: "la rétention à six mois citée sur la page Recrutement de talents",
  },
  "shore-recrutement-duree": {
    value: days(QUOTED.recruitment.averageRecruitmentDays),
    what: "la durée moyenne de recrutement citée sur la page Recrutement de talents",
  },
  "shore-tableau-de-bord-satisfaction": {
    value: percent(QUOTED.dashboard.satisfaction),
    what: "la satisfaction citée sur la page Tableau de bord",
  },
  // The group's main figures (content/faits/, « Faits et chiffres » in the CMS), as the pages write them.
  effectif: { value: moreThan(GROUP_FIGURES.staff), what: "l’effectif du groupe, « plus de 60 »" },
  clients: { value: moreThan(GROUP_FIGURES.clients), what: "le nombre de clients, « plus de 30 »" },
  fidelisation: { value: nb(GROUP_FIGURES.retention), what: "le taux de fidélisation des clients, « 98 % »" },
  nationalites: { value: String(GROUP_FIGURES.nationalities), what: "le nombre de nationalités de l’équipe" },
  "bureaux-afrique": { value: String(GROUP_FIGURES.africanOffices), what: "le nombre de bureaux en Afrique" },
  "economies-nearshore": {
    value: percentRange(SHORE_SAVINGS.nearshorePercent),
    what: "les économies promises en nearshore, « 30 à 50 % »",
  },
  "delai-deploiement": {
    value: count(SHORE_PROMISES.deploymentDays, "jours"),
    what: "le délai de déploiement d’une équipe LIF Shore, « 15 jours »",
  },
  "delai-premiers-profils": {
    value: count(SHORE_PROMISES.firstProfilesHours, "h"),
    what: "le délai des premiers profils présentés par LIF Shore, « 48 h »",
  },
  "profils-prequalifies": {
    value: formatNumber(SHORE_RECRUITMENT.preQualifiedProfiles, 0).replace(/\s/g, NBSP),
    what: "le nombre de profils préqualifiés du vivier, « 20 000 »",
  },
  engagement: {
    value: span(SHORE_CONTRACT.commitmentMonths, "mois"),
    what: "l’engagement d’un contrat LIF Shore, « 1 à 3 mois »",
  },
  preavis: { value: count(SHORE_CONTRACT.noticeDays, "jours"), what: "le préavis d’un contrat LIF Shore" },
  "delai-candidature": { value: APPLICATION_REPLY_DELAY, what: "le délai de réponse à une candidature" },
  // The LIF Shore pages' figures (content/pages/lif-shore/), as app/content/shore/figures.ts prints them.
  "shore-delai-reponse": {
    value: SHORE_FIGURES.reply,
    what: "le délai de rappel promis par LIF Shore, « 24 h ouvrées »",
  },
  "delai-recrutement": {
    value: SHORE_FIGURES.recruitment,
    what: "la durée du recrutement d’une équipe LIF Shore, « 15 jours »",
  },
  "recrutement-classique": {
    value: SHORE_FIGURES.classicRecruitment,
    what: "la durée d’un recrutement classique, à laquelle LIF Shore se compare, « 2 à 3 semaines »",
  },
  "ajustement-equipe": {
    value: SHORE_FIGURES.adjustment,
    what: "le délai maximal pour ajouter ou retirer un profil d’une équipe LIF Shore, « 5 jours ouvrés »",
  },
  "engagement-en-mots": {
    value: SHORE_FIGURES.commitmentWords,
    what: "l’engagement d’un contrat LIF Shore dans une phrase, « de 1 à 3 mois »",
  },
  "plage-utc": {
    value: SHORE_FIGURES.utcSpan,
    what: "les fuseaux horaires des centres et de Paris sur l’année, « UTC+0 à UTC+2 »",
  },
  "decalage-paris": {
    value: SHORE_FIGURES.gapToParis,
    what: "le décalage horaire des centres avec Paris, « 0 à 2 h »",
  },
  "decalage-entre": {
    value: SHORE_FIGURES.gapBetween,
    what: "le même décalage dans une phrase, « entre 0 et 2 h »",
  },
  "vol-tunis": { value: SHORE_FIGURES.flights.Tunis, what: "la durée du vol direct Paris-Tunis" },
  "vol-dakar": { value: SHORE_FIGURES.flights.Dakar, what: "la durée du vol direct Paris-Dakar" },
  "vol-abidjan": { value: SHORE_FIGURES.flights.Abidjan, what: "la durée du vol direct Paris-Abidjan" },
  // The LIF Shore recruitment page and the guide (content/pages/lif-shore/recrutement.json, guide.json): the
  // languages required of a presented profile, and each recruitment step's duration.
  "niveau-anglais": {
    value: SHORE_FIGURES.presentedEnglish,
    what: "le niveau d’anglais exigé de chaque profil présenté par LIF Shore, « B2/C1 »",
  },
  "etapes-recrutement": {
    value: `${SHORE_RECRUITMENT.steps.length}${NBSP}étapes`,
    what: "le nombre d’étapes d’un recrutement LIF Shore, « 5 étapes »",
  },
  ...recruitmentSteps(),
  // The LIF Shore agile outsourcing page and the guide (content/pages/lif-shore/agile.json, guide.json): the
  // contract's terms and pricing models as the pages name them, the case study's result the caption quotes.
  astreinte: { value: SHORE_FIGURES.support, what: "l’astreinte incidents d’un contrat LIF Shore, « 24/7 »" },
  "duree-de-base": {
    value: SHORE_FIGURES.baseTerm,
    what: "les périodes renouvelées après l’engagement initial d’un contrat LIF Shore, « de 3 mois »",
  },
  "engagement-en-mots-majuscule": {
    value: capitalize(SHORE_FIGURES.commitmentWords),
    what: "l’engagement d’un contrat LIF Shore en début de phrase, « De 1 à 3 mois »",
  },
  "decalage-max": {
    value: SHORE_FIGURES.maxGapToParis,
    what: "le plus grand décalage horaire des centres avec Paris, « 2 h »",
  },
  ...pricingModels(),
  ...shoreResult(
    "shore-agile-retour-investissement",
    QUOTED_CASES.industry.returnOnInvestment,
    "le retour sur investissement de l’étude de cas industrielle (page Externalisation agile)",
  ),
  // The LIF Shore guide (content/pages/lif-shore/guide.json, the PDF offered on the landing page).
  "annee-edition": {
    value: GUIDE_FIGURES.edition,
    what: "l’année de l’édition du guide LIF Shore, celle de sa mise en ligne",
  },
  "reunion-paris": {
    value: GUIDE_FIGURES.meeting,
    what: "l’heure de la réunion d’exemple du guide, à Paris, « 9 h 30 »",
  },
  "reunion-ete-centres": {
    value: GUIDE_FIGURES.summerMeeting,
    what: "la même réunion à l’heure de chaque centre en été, « à 8 h 30 à Tunis et à 7 h 30 à Dakar et Abidjan »",
  },
  "nis2-rapport": {
    value: GUIDE_FIGURES.finalReport,
    what: "le délai NIS2 du rapport final d’un incident, « 1 mois »",
  },
  // The LIF Shore services page's timeline (content/pages/lif-shore/nos-services.json): its markers « J+2 » and
  // « J+15 » are day numbers of the facts, so the file writes « J+{jour-premiers-profils} ».
  "jour-premiers-profils": {
    value: String(SHORE_PROMISES.firstProfilesHours / 24),
    what: "le jour où LIF Shore présente les premiers profils, compté depuis l’échange, « 2 » dans « J+2 »",
  },
  "jour-deploiement": {
    value: String(SHORE_PROMISES.deploymentDays),
    what: "le jour où l’équipe LIF Shore démarre, compté depuis l’échange, « 15 » dans « J+15 »",
  },
  "shore-profils-par-poste": {
    value: SHORE_FIGURES.profilesPerPosition,
    what: "le nombre de profils que LIF Shore présente par poste, « 2 à 3 »",
  },
  // The LIF Shore nearshore page (content/pages/lif-shore/nearshore.json): the centres and the offshore gap, and
  // the market figures it quotes with their source (content/faits/marche.json).
  "villes-centres-ou": {
    value: SHORE_FIGURES.centresOr,
    what: "les villes des centres dans une alternative, « Tunis, Dakar ou Abidjan »",
  },
  "decalage-par-centre": {
    value: SHORE_FIGURES.gapsByCentre,
    what: "le décalage horaire de chaque centre avec Paris, en hiver et en été",
  },
  "decalage-offshore": {
    value: SHORE_FIGURES.offshoreGap,
    what: "le décalage horaire de l’offshore lointain avec Paris, « 3 h 30 à 7 h »",
  },
  "niveau-francais": {
    value: SHORE_FIGURES.presentedFrench,
    what: "le niveau de français exigé des profils LIF Shore présentés, « C1/C2 »",
  },
  "developpeurs-afrique": {
    value: formatNumber(AFRICA_DEVELOPERS.count, 0).replace(/\s/g, NBSP),
    what: "le nombre de développeurs professionnels en Afrique, « 716 000 »",
  },
  "annee-developpeurs-afrique": {
    value: String(AFRICA_DEVELOPERS.year),
    what: "l’année de ce nombre de développeurs",
  },
  "periode-developpeurs-afrique": {
    value: `de ${AFRICA_DEVELOPERS.year - 1} à ${AFRICA_DEVELOPERS.year}`,
    what: "l’année sur laquelle leur croissance est mesurée, « de 2020 à 2021 »",
  },
  "croissance-developpeurs-afrique": {
    value: percent(AFRICA_DEVELOPERS.growthPercent),
    what: "la croissance de ce nombre en un an, « 3,8 % »",
  },
  "croissance-developpeurs-afrique-signe": {
    value: percent(AFRICA_DEVELOPERS.growthPercent, { signed: true }),
    what: "la même croissance avec son signe, « +3,8 % »",
  },
  "source-developpeurs-afrique": {
    value: AFRICA_DEVELOPERS.source,
    what: "la source du nombre de développeurs en Afrique (rapport et année)",
  },
  "penurie-talents": {
    value: `${TALENT_SHORTAGE.millions}${NBSP}millions`,
    what: "la pénurie de travailleurs qualifiés annoncée dans vingt grandes économies, « 85 millions »",
  },
  "annee-penurie-talents": {
    value: String(TALENT_SHORTAGE.year),
    what: "l’année de cette pénurie, « 2030 »",
  },
  "source-penurie-talents": {
    value: TALENT_SHORTAGE.source,
    what: "la source de cette pénurie (rapport et année)",
  },
  // The LIF Shore dashboard page's preview (content/pages/lif-shore/tableau-de-bord.json): illustrative figures,
  // written once in content/faits/lif-shore.json (« Tableau de bord d’exemple »).
  "apercu-indicateur-global": {
    value: SHORE_FIGURES.mock.overall,
    what: "l’indicateur global de performance de l’aperçu du tableau de bord, « 98,2 % »",
  },
  "apercu-disponibilite": {
    value: SHORE_FIGURES.mock.availability,
    what: "la disponibilité de l’aperçu du tableau de bord, « 99,97 % »",
  },
  "apercu-ressources": {
    value: SHORE_FIGURES.activeResources,
    what: "les ressources actives de l’aperçu du tableau de bord, la somme des ressources par centre",
  },
  "apercu-conformite-rgpd": {
    value: SHORE_FIGURES.mock.gdpr,
    what: "la conformité RGPD de l’aperçu du tableau de bord, « 100 % »",
  },
  "apercu-velocite-debut": {
    value: SHORE_FIGURES.mock.velocityFrom,
    what: "la vélocité du premier sprint de l’aperçu du tableau de bord, en points",
  },
  "apercu-velocite-fin": {
    value: SHORE_FIGURES.mock.velocityTo,
    what: "la vélocité du dernier sprint de l’aperçu du tableau de bord, en points",
  },
  "apercu-sprints": {
    value: SHORE_FIGURES.mock.sprints,
    what: "le nombre de sprints du graphique de vélocité de l’aperçu",
  },
  // The LIF Shore compliance page (content/pages/lif-shore/conformite.json): the NIS2 deadlines, and two group facts
  // the legal pages quoted alone until then (moved here from legal-placeholders.ts, the legal pages still read them).
  "nis2-alerte-precoce": {
    value: hours(NIS2_DEADLINES.earlyWarningHours),
    what: "le délai d’alerte précoce d’un incident selon NIS2, « 24 h »",
  },
  "nis2-notification": {
    value: hours(NIS2_DEADLINES.notificationHours),
    what: "le délai de notification d’un incident selon NIS2, « 72 h »",
  },
  "contact-donnees": { value: DATA_PROTECTION_CONTACT, what: "le contact pour la protection des données" },
  "revue-habilitations": {
    value: SECURITY_ROUTINE.accessReview,
    what: "la fréquence de revue des habilitations",
  },
  // The LIF Form pages' facts (content/pages/lif-form/), as app/facts/form.ts words them.
  "formats-formation": {
    value: capitalize(FORM_FORMATS.sentence),
    what: "les formats des sessions LIF Form, en début de phrase, « En présentiel à Paris, à distance… »",
  },
  "qualiopi-categorie": {
    value: FORM_ACCREDITATIONS.qualiopi.categories.join(", "),
    what: "la catégorie d’action certifiée Qualiopi, « actions de formation »",
  },
  "qualiopi-certificat": {
    value: QUALIOPI_CERTIFICATE_SENTENCE,
    what: "le numéro du certificat Qualiopi, son certificateur et sa validité, en phrases",
  },
  "datadock-fin": {
    value: FORM_ACCREDITATIONS.datadock.replacedByQualiopiOn,
    what: "la date à laquelle Qualiopi a remplacé Datadock",
  },
  "annee-lif-form": {
    value: String(FORM_ACCREDITATIONS.datadock.formCreated),
    what: "l’année de création de LIF Form",
  },
  "region-declaration": {
    value: FORM_ACCREDITATIONS.declaration.region,
    what: "la région du préfet auprès duquel l’activité de formation est déclarée",
  },
  "delai-reponse-cpf": {
    value: FORM_FUNDING.cpf.answerDelay,
    what: "le délai de réponse de LIF Form à une demande d’inscription par le CPF, « 2 jours ouvrés »",
  },
  "registre-cpf": {
    value: FORM_FUNDING.cpf.registry,
    what: "l’organisme où une certification doit être enregistrée pour être finançable par le CPF",
  },
  "participation-cpf-depuis": {
    value: CPF_RULES.contribution.effectiveFromText,
    what: "la date depuis laquelle la participation forfaitaire du CPF est due, à ce montant",
  },
  "participation-cpf-reference": {
    value: CPF_RULES.contribution.reference,
    what: "le texte qui fixe la participation forfaitaire du CPF",
  },
  "plafond-cpf-depuis": {
    value: CPF_RULES.specificRegistryCeiling.effectiveFromText,
    what: "la date depuis laquelle le plafond du CPF s’applique",
  },
  "plafond-cpf-reference": {
    value: CPF_RULES.specificRegistryCeiling.reference,
    what: "le texte qui fixe le plafond du CPF",
  },
  opco: {
    value: FORM_FUNDING.opco.name,
    what: "l’OPCO de la plupart des entreprises du numérique et du conseil",
  },
  "seuil-opco": {
    value: String(FORM_FUNDING.opcoPlanHeadcountLimit),
    what: "l’effectif sous lequel l’OPCO finance le plan de développement des compétences",
  },
  "certifications-preparees": {
    value: certificationsFile.items.map((certification) => certification.name).join(", "),
    what: "les certifications préparées, dans l’ordre de leur fichier, « CEH, CISSP, CCNA, Security+ »",
  },
  // The LIF Talent pages' figures (content/pages/lif-talent/), as app/content/talent/figures.ts prints them.
  "commission-exemple": {
    value: TALENT_FIGURES.commissionAmount,
    what: "la commission en euros dans l’exemple chiffré de LIF Talent",
  },
  "part-consultant-minimum": {
    value: TALENT_FIGURES.consultantFloor,
    what: "la part du prix payé par le client qui revient au moins au consultant, « 85 % »",
  },
  "part-consultant-exemple": {
    value: TALENT_FIGURES.consultantShare,
    what: "la part du prix payé qui revient au consultant dans l’exemple chiffré, « 87 % »",
  },
  // The model page's price for two other daily rates, computed with the commission (app/facts/talent.ts).
  ...otherRate("bas", 500),
  ...otherRate("haut", 900),
  // The group pages' figures (content/pages/groupe/), as the pages printed them. (The profiles per position are
  // {shore-profils-par-poste}: the home page writes « {shore-profils-par-poste} profils » with a no-break space.)
  "part-consultant": {
    value: TALENT_FIGURES.consultantFloor,
    what: "la part minimale de ce que paie le client qui revient au consultant LIF Talent, « 85 % »",
  },
  "effectif-chiffre": {
    value: GROUP_PAGE.staff,
    what: "l’effectif du groupe comme un chiffre clé l’affiche, « 60+ »",
  },
  "clients-chiffre": {
    value: GROUP_PAGE.clients,
    what: "le nombre de clients comme un chiffre clé l’affiche, « 30+ »",
  },
  femmes: { value: GROUP_PAGE.women, what: "la part des femmes dans les équipes, « 48 % »" },
  "femmes-managers": {
    value: GROUP_PAGE.womenManagers,
    what: "la part des femmes parmi les managers, « 42 % »",
  },
  "impact-social": {
    value: GROUP_PAGE.socialImpact,
    what: "la part du temps de développement consacrée à des projets à impact social, « 5 % »",
  },
  "bureaux-afrique-en-lettres": {
    value: GROUP_PAGE.africanOfficesInWords,
    what: "le nombre de bureaux en Afrique en lettres, « trois »",
  },
  "anciennete-en-lettres": {
    value: GROUP_PAGE.yearsSinceTunis,
    what: "les années depuis la première équipe à Tunis, en lettres avec une majuscule (change avec l’année)",
  },
  "annee-conseil": { value: GROUP_PAGE.consultingArm, what: "l’année de création du pôle conseil, « 2019 »" },
  "annee-transformation": {
    value: GROUP_PAGE.digitalTransformationUnit,
    what: "l’année de lancement de la cellule transformation numérique, « 2021 »",
  },
  "annee-groupe": {
    value: GROUP_PAGE.groupFormed,
    what: "l’année où le groupe prend sa forme actuelle, « 2023 »",
  },
  "annee-casablanca": {
    value: GROUP_PAGE.casablancaFrom,
    what: "l’année du début de l’expansion vers Casablanca, « 2024 »",
  },
  "periode-casablanca": {
    value: GROUP_PAGE.casablancaPeriod,
    what: "les années de l’expansion vers Casablanca, « 2024-2025 »",
  },
  "heure-tunis": {
    value: GROUP_PAGE.tunisTime,
    what: "l’heure de Tunis comparée à Paris selon la saison, « à l’heure de Paris en hiver, à 1 h d’écart en été »",
  },
  "ouverture-tunis": {
    value: GROUP_PAGE.opened.Tunis,
    what: "l’année d’ouverture du bureau de Tunis, « 2018 »",
  },
  "ouverture-dakar": {
    value: GROUP_PAGE.opened.Dakar,
    what: "l’année d’ouverture du bureau de Dakar, « 2021 »",
  },
  "ouverture-abidjan": {
    value: GROUP_PAGE.opened.Abidjan,
    what: "l’année d’ouverture du bureau d’Abidjan, « 2022 »",
  },
  "ouverture-casablanca": {
    value: GROUP_PAGE.opened.Casablanca,
    what: "l’année depuis laquelle le groupe est présent à Casablanca, « 2025 »",
  },
  "mission-minimum-en-lettres": {
    value: inWords(TALENT_TERMS.minMissionMonths),
    what: "la durée minimale d’une mission LIF Talent en mois, en lettres, « trois »",
  },
  "co2-evite": {
    value: GROUP_PAGE.co2Avoided,
    what: "le CO₂ évité par le groupe sur l’année du bilan, « 120 tonnes »",
  },
  "co2-evite-court": { value: GROUP_PAGE.co2AvoidedShort, what: "le même chiffre en abrégé, « 120 t »" },
  "annee-co2": { value: GROUP_PAGE.co2Year, what: "l’année du bilan carbone, « 2023 »" },
  "professionnels-certifies": {
    value: GROUP_PAGE.certifiedProfessionals,
    what: "les professionnels certifiés par LIF Form sur l’année, « 200+ »",
  },
  "annee-certifies": { value: GROUP_PAGE.certifiedYear, what: "l’année de ce chiffre, « 2023 »" },
  "objectif-femmes-managers": {
    value: GROUP_PAGE.womenManagersTarget,
    what: "l’objectif de femmes parmi les managers, « 50 % »",
  },
  "echeance-femmes-managers": {
    value: GROUP_PAGE.womenManagersTargetDate,
    what: "l’échéance de cet objectif, « fixé pour 2027 » précédé d’une espace, rien tant qu’elle n’est pas fixée",
  },
  "formats-formation-phrase": {
    value: GROUP_PAGE.courseFormats,
    what: "les formats des formations LIF Form dans le cours d’une phrase, sans majuscule",
  },
  // The LIF Talent Africa back-office page (content/pages/lif-talent/backoffice-afrique.json), as
  // app/content/talent/figures.ts (BACKOFFICE_FIGURES) prints the facts of app/facts/talent.ts.
  "villes-heure-de-paris": {
    value: BACKOFFICE_FIGURES.sameTimeCities,
    what: "les villes de la présence LIF Talent à l’heure de Paris en hiver, « Tunis et Casablanca »",
  },
  "nombre-villes-presence": {
    value: BACKOFFICE_FIGURES.presenceCities,
    what: "le nombre de villes où le groupe est présent en Afrique (back-office LIF Talent)",
  },
  "nombre-regions-presence": {
    value: BACKOFFICE_FIGURES.presenceRegions,
    what: "le nombre de régions d’Afrique de cette présence",
  },
  "regions-presence": {
    value: BACKOFFICE_FIGURES.regionsIn,
    what: "les régions de cette présence dans une phrase, « au Maghreb et en Afrique de l’Ouest »",
  },
  "jeunes-formes": {
    value: BACKOFFICE_FIGURES.trained,
    what: "les jeunes formés chaque année par l’entité africaine, dans une phrase, « plus de 200 »",
  },
  "jeunes-formes-chiffre": {
    value: TALENT_FIGURES.trainedPerYear,
    what: "le même nombre comme un chiffre clé l’affiche, « 200+ »",
  },
  "objectif-vision": {
    value: BACKOFFICE_FIGURES.target,
    what: "l’objectif de centres en Afrique, « objectif 2026 », ou « objectif » tant que son échéance n’est pas fixée",
  },
  "objectif-vision-majuscule": {
    value: BACKOFFICE_FIGURES.targetCapital,
    what: "le même en début de phrase, « Objectif 2026 » ou « Objectif »",
  },
  "echeance-vision": {
    value: BACKOFFICE_FIGURES.horizon,
    what: "l’échéance de cet objectif, « à l’horizon 2026 » précédé d’une espace, rien tant qu’elle n’est pas fixée",
  },
  "annee-vision": {
    value: BACKOFFICE_FIGURES.year,
    what: "l’année de cet objectif, rien tant qu’elle n’est pas fixée",
  },
  "centres-vision": {
    value: BACKOFFICE_FIGURES.centres,
    what: "le nombre de centres visés en Afrique, « 10 »",
  },
  "pays-vision": {
    value: BACKOFFICE_FIGURES.named,
    what: "les pays déjà nommés de cet objectif, « Kenya, Rwanda, Ghana, Égypte »",
  },
  "autres-pays-vision": {
    value: BACKOFFICE_FIGURES.others,
    what: "le nombre de pays de cet objectif qui restent à nommer, « 6 »",
  },
  // The partnership page (content/pages/groupe/partenariat.json): two group figures at a sentence's start.
  "clients-majuscule": {
    value: capitalize(moreThan(GROUP_FIGURES.clients)),
    what: "le nombre de clients en début de phrase, « Plus de 30 »",
  },
  "effectif-majuscule": {
    value: capitalize(moreThan(GROUP_FIGURES.staff)),
    what: "l’effectif du groupe, en début de phrase, « Plus de 60 »",
  },
  "professionnels-certifies-phrase": {
    value: moreThan(GROUP_FIGURES.certifiedProfessionals.value),
    what: "les professionnels certifiés par LIF Form sur l’année, dans une phrase, « plus de 200 »",
  },
  "professionnels-certifies-majuscule": {
    value: capitalize(moreThan(GROUP_FIGURES.certifiedProfessionals.value)),
    what: "les professionnels certifiés par LIF Form sur l’année, en début de phrase, « Plus de 200 »",
  },
};

/**
 * A result quoted by a testimonial, under two names: `{name}` as a sentence says it, without sign (« baissé de
 * 37 % »), and `{name-signe}` as a result chip shows it (« -37 % », « +42 % »).
 */
function shoreResult(name: string, value: number, what: string) {
  return {
    [name]: { value: percent(Math.abs(value)), what },
    [`${name}-signe`]: { value: percent(value, { signed: true }), what: `${what}, avec son signe` },
  };
}

/** Each recruitment step's duration, « 1 jour », « 2 à 3 jours », by its name in the facts' order. */
function recruitmentSteps() {
  const [scoping, sourcing, tests, interviews, onboarding] = SHORE_RECRUITMENT.steps;
  const step = (name: string, { days: value }: { days: { min: number; max: number } }, what: string) => ({
    [name]: { value: days(value), what: `la durée de l’étape « ${what} » d’un recrutement LIF Shore` },
  });
  return {
    ...step("duree-cadrage", scoping, "cadrage du besoin"),
    ...step("duree-recherche", sourcing, "recherche dans le vivier"),
    ...step("duree-tests", tests, "tests techniques et culturels"),
    ...step("duree-entretiens", interviews, "entretiens"),
    ...step("duree-integration", onboarding, "intégration"),
  };
}

/** The four pricing models' names as the facts write them (« Régie »), and the first in running text (« régie »). */
function pricingModels() {
  const [timeAndMaterial, teamFixedPrice, outcomeBased, hybrid] = SHORE_CONTRACT.pricingModels;
  const model = (name: string, value: string) => ({
    [name]: { value, what: `le nom du modèle de tarification LIF Shore « ${value} »` },
  });
  return {
    ...model("modele-regie", timeAndMaterial),
    ...model("modele-forfait-equipe", teamFixedPrice),
    ...model("modele-resultat", outcomeBased),
    ...model("modele-hybride", hybrid),
    "modele-regie-minuscules": {
      value: timeAndMaterial.toLowerCase(),
      what: "le nom du premier modèle de tarification dans une phrase, « en régie »",
    },
  };
}

/**
 * A daily rate the model page quotes beside the example, and the price billed for it (the rate plus the
 * commission): `{tjm-exemple-bas}` and `{facture-exemple-bas}`.
 */
function otherRate(name: string, dailyRate: number) {
  const split = revenueSplit(dailyRate);
  return {
    [`tjm-exemple-${name}`]: {
      value: formatEuro(split.dailyRate),
      what: `un autre TJM cité en exemple (${name})`,
    },
    [`facture-exemple-${name}`]: {
      value: formatEuro(split.billed),
      what: `le prix journalier facturé pour ce TJM (${name}), commission comprise`,
    },
  };
}

/**
 * Facts worded differently on the French and the Belgian site (app/facts/form.ts): a page reads its own site's
 * wording. Offered to the copy files only (content/faq/…): a course file is read once for both sites.
 */
export const VARIANT_PLACEHOLDERS: Readonly<
  Record<string, { value: Readonly<Record<Variant, string>>; what: string }>
> = {
  "note-devis": {
    value: { fr: FRENCH_FUNDING.quoteNote, be: BELGIAN_FUNDING.quoteNote },
    what: "ce que le devis d’une formation dit du financement (propre au site français ou belge)",
  },
  // The LIF Form pages' funding wording (content/pages/lif-form/), French or Belgian.
  "financement-en-bref": {
    value: { fr: FRENCH_FUNDING.inShort, be: BELGIAN_FUNDING.inShort },
    what: "les financements d’une formation en quelques mots, « votre OPCO ou le CPF » (propre à chaque site)",
  },
  "financement-entreprise": {
    value: { fr: FRENCH_FUNDING.benefits.company, be: BELGIAN_FUNDING.benefits.company },
    what: "ce que le financement apporte à une entreprise, une phrase (propre à chaque site)",
  },
  "financement-apprenant": {
    value: { fr: FRENCH_FUNDING.benefits.learner, be: BELGIAN_FUNDING.benefits.learner },
    what: "ce que le financement apporte à un apprenant, une phrase (propre à chaque site)",
  },
  "perimetre-qualiopi": {
    value: { fr: FRENCH_FUNDING.qualiopiScope, be: BELGIAN_FUNDING.qualiopiScope },
    what: "ce que la certification Qualiopi ouvre comme financements, un paragraphe (propre à chaque site)",
  },
  "pays-du-site": {
    value: { fr: "France", be: "Belgique" },
    what: "le pays du site affiché : « France » sur le site français, « Belgique » sur le site belge",
  },
};

/** The facts' values by name, as fillPlaceholders takes them. */
export const PLACEHOLDER_VALUES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(PLACEHOLDERS).map(([name, { value }]) => [name, value]),
);

/** Every name a copy file may quote, with the value the given site shows (app/content/copy-file.ts). */
export function copyPlaceholderValues(variant: Variant): Readonly<Record<string, string>> {
  return {
    ...PLACEHOLDER_VALUES,
    ...Object.fromEntries(
      Object.entries(VARIANT_PLACEHOLDERS).map(([name, { value }]) => [name, value[variant]]),
    ),
  };
}
