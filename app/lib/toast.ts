import type { CSSProperties } from "react";
import type { ToasterProps } from "sonner";

/** The spec's toast constants (section 9). Sonner's toast width is its fixed default of 356 px. */
export const TOAST_VISIBLE = 3;
export const TOAST_DURATION_MS = 4000;
export const TOAST_GAP = 14;
/** Assessment notices stay longer than the default. */
export const TOAST_LONG_DURATION_MS = 5000;

export const TOASTER_OPTIONS: ToasterProps = {
  visibleToasts: TOAST_VISIBLE,
  duration: TOAST_DURATION_MS,
  gap: TOAST_GAP,
  position: "top-center",
  richColors: true,
  closeButton: true,
  containerAriaLabel: "Notifications",
  toastOptions: { closeButtonAriaLabel: "Fermer la notification" },
  // Sonner's rich-colour texts sit just under 4.5:1 on their tinted backgrounds (axe color-contrast): darker shades.
  style: {
    "--success-text": "hsl(140, 100%, 20%)",
    "--error-text": "hsl(358, 85%, 35%)",
    "--info-text": "hsl(210, 92%, 32%)",
    "--warning-text": "hsl(31, 92%, 26%)",
  } as CSSProperties,
};
