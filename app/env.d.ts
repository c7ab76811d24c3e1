/// <reference types="vite/client" />

/** The build-time environment the site reads (documented in .env.example). */
interface ImportMetaEnv {
  readonly VITE_SITE_VARIANT?: string;
  readonly VITE_GTM_ID?: string;
  readonly VITE_NOINDEX?: string;
  readonly VITE_FORM_MIN_FILL_MS?: string;
  readonly VITE_EMAILJS_ATTACHMENT_KB?: string;
  readonly VITE_EMAILJS_PUBLIC_KEY?: string;
  readonly VITE_EMAILJS_SERVICE_ID?: string;
  readonly VITE_EMAILJS_TEMPLATE_CONTACT?: string;
  readonly VITE_EMAILJS_TEMPLATE_EXPERT?: string;
  readonly VITE_EMAILJS_TEMPLATE_EXPERT_CONFIRMATION?: string;
  readonly VITE_EMAILJS_TEMPLATE_CLIENT?: string;
  readonly VITE_EMAILJS_TEMPLATE_CLIENT_CONFIRMATION?: string;
  readonly VITE_EMAILJS_TEMPLATE_ASSESSMENT?: string;
  readonly VITE_EMAILJS_TEMPLATE_CONSULTATION?: string;
  readonly VITE_EMAILJS_TEMPLATE_GUIDE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
