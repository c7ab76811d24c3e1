// The forms' and pages' modules as a function of the drafts, made by admin/form-modules.mjs in the CMS's bundle.
declare module "admin:page-modules" {
  const makeFormModules: import("./form-preview").MakeFormModules;
  export default makeFormModules;
}
