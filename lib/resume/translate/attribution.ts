/**
 * Attribution that O*NET's CC BY 4.0 license requires wherever O*NET-derived results (suggested
 * roles, skills, tools) are shown: the About page, the README, and the resume result if desired.
 * Plain strings so any page or document can render them.
 */
import { publicConfig } from "@/lib/config/public";

export const ONET_DATABASE_URL = "https://www.onetcenter.org/database.html";
export const CC_BY_URL = "https://creativecommons.org/licenses/by/4.0/";

export const ONET_ATTRIBUTION =
  "This page includes information from the O*NET 29.0 and 29.3 Databases by the U.S. Department " +
  "of Labor, Employment and Training Administration (USDOL/ETA). Used under the CC BY 4.0 " +
  "license. O*NET® is a trademark of USDOL/ETA.";

export const ONET_MODIFICATION_NOTICE = `${publicConfig.productName} has modified all or some of this information. USDOL/ETA has not approved, endorsed, or tested these modifications.`;

export const OPM_NOTICE =
  "Federal occupational series data: U.S. Office of Personnel Management (public domain).";
