import { PageHero } from "~/components/sections/page-hero";
import { seo } from "~/lib/seo";
import { getPage } from "~/pages";

const PATH = "/lif-talent/modele";

export const meta = () => seo(PATH);

export default function TalentModelPage() {
  const page = getPage(PATH);
  return <PageHero title={page.h1} lead={page.description} />;
}
