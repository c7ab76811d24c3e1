// What the pages' preview draws (admin/page-preview.tsx), bundled apart by admin/form-modules.mjs so that each draft
// loads the pages' modules again with its words: each page's own route component, the page as a visitor sees it.
// The three LIF Form domain pages share one route module that reads its domain from the address: their files keep
// the generic preview. The forms' modules come with them (one script, one React tree for both previews).
export * from "./form-modules-entry";

import About from "~/routes/about";
import Commitments from "~/routes/commitments";
import Contact from "~/routes/contact";
import Group from "~/routes/group";
import Home from "~/routes/home";
import LifForm from "~/routes/lif-form";
import LifShore from "~/routes/lif-shore";
import LifTalent from "~/routes/lif-talent";
import Partners from "~/routes/partners";
import Services from "~/routes/services";
import ShoreAgile from "~/routes/shore-agile";
import ShoreAssessment from "~/routes/shore-assessment";
import ShoreCompliance from "~/routes/shore-compliance";
import ShoreDashboard from "~/routes/shore-dashboard";
import ShoreNearshore from "~/routes/shore-nearshore";
import ShoreRecruitment from "~/routes/shore-recruitment";
import ShoreServices from "~/routes/shore-services";
import TalentBackoffice from "~/routes/talent-backoffice";
import TalentClient from "~/routes/talent-client";
import TalentExpert from "~/routes/talent-expert";
import TalentModel from "~/routes/talent-model";

/** Each page's route component, by its address (app/page-routes.ts). */
export const PAGES = {
  "/": Home,
  "/services": Services,
  "/services/lif-shore": LifShore,
  "/services/lif-shore/conformite-et-organisation": ShoreCompliance,
  "/services/lif-shore/service-nearshore-afrique": ShoreNearshore,
  "/services/lif-shore/nos-services": ShoreServices,
  "/services/lif-shore/recrutement-talents-afrique": ShoreRecruitment,
  "/services/lif-shore/strategie-externalisation-agile": ShoreAgile,
  "/services/lif-shore/dashboard": ShoreDashboard,
  "/services/lif-shore/demander-evaluation-gratuite": ShoreAssessment,
  "/services/lif-form": LifForm,
  "/services/lif-talent": LifTalent,
  "/lif-talent/expert-it": TalentExpert,
  "/lif-talent/client-entreprise": TalentClient,
  "/lif-talent/modele": TalentModel,
  "/lif-talent/backoffice-afrique": TalentBackoffice,
  "/about": About,
  "/le-groupe": Group,
  "/nos-engagements": Commitments,
  "/partners": Partners,
  "/contact": Contact,
} as const;
