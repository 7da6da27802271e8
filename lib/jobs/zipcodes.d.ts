/** Types for the `zipcodes` package (US and Canadian postal codes with coordinates; no types of its own). */
declare module "zipcodes" {
  type ZipCode = {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    /** Two-letter code (USPS for the US, province code for Canada). */
    state: string;
    country: "US" | "Canada" | string;
  };
  const zipcodes: {
    codes: Record<string, ZipCode>;
    lookup(zip: string | number): ZipCode | undefined;
    lookupByName(city: string, state: string): ZipCode[];
    lookupByState(state: string): ZipCode[];
    distance(zipA: string | number, zipB: string | number): number | null;
  };
  export = zipcodes;
}
