import { PageHero } from "~/components/sections/page-hero";
import { seo } from "~/lib/seo";
import { getPage } from "~/pages";

const PATH = "/services/lif-shore/strategie-externalisation-agile";

export const meta = () => seo(PATH);

export default function ShoreAgilePage() {
  const page = getPage(PATH);
  return <PageHero title={page.h1} lead={page.description} />;
}
