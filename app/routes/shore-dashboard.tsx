import { PageHero } from "~/components/sections/page-hero";
import { seo } from "~/lib/seo";
import { getPage } from "~/pages";

const PATH = "/services/lif-shore/dashboard";

export const meta = () => seo(PATH);

export default function ShoreDashboardPage() {
  const page = getPage(PATH);
  return <PageHero title={page.h1} lead={page.description} />;
}
