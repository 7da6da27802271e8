/**
 * The role family of an O*NET-SOC occupation, by its most specific listed prefix. Used to put job
 * matches (postings carry an O*NET code) and O*NET-derived titles into families.
 */
import type { RoleFamily } from "./families";

const PREFIXES: readonly (readonly [string, RoleFamily])[] = [
  // Management (11-)
  ["11-1", "operations-program"], ["11-2011", "communications-marketing"], ["11-2021", "communications-marketing"],
  ["11-2022", "communications-marketing"], ["11-2032", "communications-marketing"], ["11-2033", "communications-marketing"],
  ["11-3012", "administrative"], ["11-3013", "facilities-construction"], ["11-3021", "information-technology"],
  ["11-3031", "finance-accounting"], ["11-3051", "operations-program"], ["11-3061", "procurement"],
  ["11-3071", "supply-chain-logistics"], ["11-3111", "human-resources"], ["11-3121", "human-resources"],
  ["11-3131", "human-resources"], ["11-9013", "environmental"], ["11-9021", "facilities-construction"],
  ["11-9031", "education-training"], ["11-9032", "education-training"], ["11-9033", "education-training"],
  ["11-9039", "education-training"], ["11-9041", "engineering"], ["11-9111", "healthcare"],
  ["11-9121", "science"], ["11-9141", "facilities-construction"], ["11-9151", "social-services"],
  ["11-9161", "emergency-services"], ["11-9199.01", "compliance-regulatory"], ["11-9199.02", "compliance-regulatory"],
  ["11-9199.08", "security-investigations"], ["11-9199.11", "emergency-services"], ["11-9", "operations-program"],
  // Business and financial operations (13-)
  ["13-1020", "procurement"], ["13-1023", "procurement"], ["13-1021", "procurement"], ["13-1022", "procurement"],
  ["13-1030", "claims-benefits"], ["13-1031", "claims-benefits"], ["13-1032", "claims-benefits"],
  ["13-1041", "compliance-regulatory"], ["13-1051", "finance-accounting"], ["13-1071", "human-resources"],
  ["13-1074", "education-training"], ["13-1075", "human-resources"], ["13-1081", "supply-chain-logistics"],
  ["13-1082", "operations-program"], ["13-1111", "business-analysis"], ["13-1121", "operations-program"],
  ["13-1131", "communications-marketing"], ["13-1141", "human-resources"], ["13-1151", "education-training"],
  ["13-1161", "communications-marketing"], ["13-1199.04", "business-analysis"], ["13-1199.05", "supply-chain-logistics"],
  ["13-1199.06", "operations-program"], ["13-1199", "business-analysis"], ["13-2020", "finance-accounting"],
  ["13-2023", "finance-accounting"], ["13-2053", "claims-benefits"], ["13-2081", "finance-accounting"],
  ["13-2082", "finance-accounting"], ["13-2099.04", "security-investigations"], ["13-2", "finance-accounting"],
  ["15-2041", "data-research"], ["15-2051", "data-research"], ["15-2031", "data-research"], ["15-2", "data-research"],
  ["15-", "information-technology"],
  ["17-1", "planning-community"], ["17-2", "engineering"], ["17-3", "engineering"],
  ["19-3011", "data-research"], ["19-3022", "data-research"], ["19-3033", "social-services"], ["19-3034", "social-services"],
  ["19-3039", "social-services"], ["19-3051", "planning-community"], ["19-3", "data-research"],
  ["19-1031", "environmental"], ["19-1032", "environmental"], ["19-2041", "environmental"], ["19-4071", "environmental"],
  ["19-5011", "compliance-regulatory"], ["19-5012", "compliance-regulatory"], ["19-1041", "public-health"],
  ["19-", "science"],
  ["21-1091", "public-health"], ["21-1094", "public-health"], ["21-", "social-services"],
  ["23-", "legal"],
  ["25-4", "library-records"], ["25-9031", "education-training"], ["25-", "education-training"],
  ["27-1", "communications-marketing"], ["27-2", "communications-marketing"], ["27-3", "communications-marketing"],
  ["27-4", "communications-marketing"],
  ["29-9011", "compliance-regulatory"], ["29-9012", "compliance-regulatory"], ["29-9021", "library-records"],
  ["29-9091", "healthcare"], ["29-1141.03", "healthcare"], ["29-2041", "emergency-services"], ["29-2042", "emergency-services"],
  ["29-2043", "emergency-services"], ["29-", "healthcare"], ["31-", "healthcare"],
  ["33-1021", "emergency-services"], ["33-2", "emergency-services"], ["33-", "security-investigations"],
  ["35-", "customer-service"], ["37-1", "facilities-construction"], ["37-", "skilled-trades"],
  ["39-7", "environmental"], ["39-9032", "environmental"], ["39-", "customer-service"],
  ["41-3091", "communications-marketing"], ["41-4", "communications-marketing"], ["41-", "customer-service"],
  ["43-1011", "administrative"], ["43-3", "finance-accounting"], ["43-4051", "customer-service"], ["43-4", "customer-service"],
  ["43-5031", "emergency-services"], ["43-5011", "supply-chain-logistics"], ["43-5061", "supply-chain-logistics"],
  ["43-5071", "supply-chain-logistics"], ["43-5081", "supply-chain-logistics"], ["43-5", "supply-chain-logistics"],
  ["43-9041", "claims-benefits"], ["43-", "administrative"],
  ["45-", "environmental"], ["47-1011", "facilities-construction"], ["47-4011", "compliance-regulatory"],
  ["47-4", "facilities-construction"], ["47-", "skilled-trades"], ["49-1011", "facilities-construction"], ["49-", "skilled-trades"],
  ["51-8031", "environmental"], ["51-1011", "operations-program"], ["51-9061", "compliance-regulatory"], ["51-", "skilled-trades"],
  ["53-1", "transportation"], ["53-2", "transportation"], ["53-6051", "compliance-regulatory"], ["53-", "transportation"],
];

const ORDERED = [...PREFIXES].sort((a, b) => b[0].length - a[0].length);

export function familyOfOnetCode(code: string): RoleFamily | null {
  for (const [prefix, family] of ORDERED) if (code.startsWith(prefix)) return family;
  return null;
}
