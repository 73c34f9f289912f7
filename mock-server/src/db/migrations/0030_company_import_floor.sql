-- The earliest day a company's imports reach back to; null: the product's floor
-- (LIMITS.importEarliestDay). Set by its representative or the platform admin.
ALTER TABLE "companies" ADD COLUMN "import_earliest_day" date;
