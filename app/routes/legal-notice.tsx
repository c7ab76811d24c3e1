import { LegalDocument } from "~/components/legal/legal-document";
import { LEGAL_NOTICE } from "~/content/legal/legal-notice";
import { seo } from "~/lib/seo";
import { getPage } from "~/pages";

const PATH = "/mentions-legales";

export const meta = () => seo(PATH);

export default function LegalNoticePage() {
  const page = getPage(PATH);
  return <LegalDocument title={page.h1} lead={page.description} document={LEGAL_NOTICE} />;
}
