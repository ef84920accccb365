// Fixed ids of the demo records, shared by the seeds of several modules: the demo users point
// at these, and the resource seeds create the records with exactly these ids.
export const DEMO_AGENCY_ID = '6a1f0c6e-2d3b-4c1a-9e5f-0a9d8b7c6e01';
export const DEMO_CUSTOMER_ID = '6a1f0c6e-2d3b-4c1a-9e5f-0a9d8b7c6e02';
/** The club (CRM) demo member's customer record. */
export const DEMO_CLUB_CUSTOMER_ID = '6a1f0c6e-2d3b-4c1a-9e5f-0a9d8b7c6e03';
export const DEMO_RESORT_ID = '6a1f0c6e-2d3b-4c1a-9e5f-0a9d8b7c6e10';
export const DEMO_VESSEL_ID = '6a1f0c6e-2d3b-4c1a-9e5f-0a9d8b7c6e20';

export const DEMO_PASSWORD = 'demo-password';
