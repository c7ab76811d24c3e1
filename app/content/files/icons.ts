import {
  Building2,
  CloudCog,
  Globe2,
  GraduationCap,
  Handshake,
  type LucideIcon,
  Network,
  ShieldCheck,
  Users,
} from "lucide-react";
import type { IconName } from "./schema-parts";

/**
 * The icons a copy file names (« ecole », « cloud »…), drawn from the site's icon set. A file stores the name, never
 * a drawing: the list is fixed here, the CMS offers it as a choice (admin/config.yml) and the schema refuses any
 * other name (./schema-parts.ts).
 */
export const ICONS: Readonly<Record<IconName, LucideIcon>> = {
  ecole: GraduationCap,
  cloud: CloudCog,
  entreprise: Building2,
  reseau: Network,
  partenariat: Handshake,
  bouclier: ShieldCheck,
  globe: Globe2,
  equipe: Users,
};
