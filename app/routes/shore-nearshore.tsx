import { PageHero } from "~/components/sections/page-hero";
import { seo } from "~/lib/seo";
import { getPage } from "~/pages";

const PATH = "/services/lif-shore/service-nearshore-afrique";

export const meta = () => seo(PATH);

export default function ShoreNearshorePage() {
  const page = getPage(PATH);
  return <PageHero title={page.h1} lead={page.description} />;
}
