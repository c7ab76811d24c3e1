// The forms' modules as a function of the drafts, made by admin/form-modules.mjs in the CMS's bundle.
declare module "admin:form-modules" {
  const makeFormModules: import("./form-preview").MakeFormModules;
  export default makeFormModules;
}
