export { buildResumePdf } from "./build";
