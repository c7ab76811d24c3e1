import { PageHero } from "~/components/sections/page-hero";
import { seo } from "~/lib/seo";
import { getPage } from "~/pages";

const PATH = "/partners";

export const meta = () => seo(PATH);

export default function PartnersPage() {
  const page = getPage(PATH);
  return <PageHero title={page.h1} lead={page.description} />;
}
