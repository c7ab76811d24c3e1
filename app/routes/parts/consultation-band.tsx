import type { ComponentProps } from "react";
import { LeadFormBand, type LeadFormBandProps } from "~/components/sections/lead-form-band";
import { ConsultationForm } from "~/forms/form-islands";

type ConsultationBandProps = {
  band: Omit<LeadFormBandProps, "children">;
  form: ComponentProps<typeof ConsultationForm>;
};

/** The LIF Shore consultation request that closes four LIF Shore pages: the band, the form in it. */
export function ConsultationBand({ band, form }: ConsultationBandProps) {
  return (
    <LeadFormBand {...band}>
      <ConsultationForm {...form} />
    </LeadFormBand>
  );
}
