import { LegalDocument } from "~/components/legal/legal-document";
import { legalNotice } from "~/content/legal/legal-notice";
import { seo } from "~/lib/seo";
import { getPage } from "~/pages";

const PATH = "/mentions-legales";

export const meta = () => seo(PATH);

export default function LegalNoticePage() {
  const page = getPage(PATH);
  return <LegalDocument {...legalNotice} title={page.h1} lead={page.description} />;
}
