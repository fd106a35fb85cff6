-- An accepted offer is settled: applications that left Offered no longer carry a pending offer status (Offered,
-- Re-Offer, Counter Offer), so no COUNTER OFFER badge remains on an Onboarding application. Declined and Withdrawn stay.
UPDATE "applications" SET "offer_status" = NULL
WHERE "status" <> 'Offered' AND "offer_status" IN ('Offered', 'Re-Offer', 'Counter Offer');
