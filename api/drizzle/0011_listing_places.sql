ALTER TABLE "products" ADD COLUMN "division" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "district" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "area" text;--> statement-breakpoint
-- Listings from before places: the last part of the typed location, when it names a district
-- (its current or its pre-2018 spelling), gives the district and its division, and what comes
-- before it the area ("Dhanmondi, Dhaka": Dhaka district, Dhaka division, area Dhanmondi).
WITH district_names(name, district, division) AS (VALUES
  ('barguna', 'barguna', 'barishal'),
  ('barishal', 'barishal', 'barishal'),
  ('barisal', 'barishal', 'barishal'),
  ('bhola', 'bhola', 'barishal'),
  ('jhalokati', 'jhalokati', 'barishal'),
  ('jhalakathi', 'jhalokati', 'barishal'),
  ('patuakhali', 'patuakhali', 'barishal'),
  ('pirojpur', 'pirojpur', 'barishal'),
  ('bandarban', 'bandarban', 'chattogram'),
  ('brahmanbaria', 'brahmanbaria', 'chattogram'),
  ('chandpur', 'chandpur', 'chattogram'),
  ('chattogram', 'chattogram', 'chattogram'),
  ('chittagong', 'chattogram', 'chattogram'),
  ('cox''s bazar', 'coxs-bazar', 'chattogram'),
  ('coxs bazar', 'coxs-bazar', 'chattogram'),
  ('cox bazar', 'coxs-bazar', 'chattogram'),
  ('cumilla', 'cumilla', 'chattogram'),
  ('comilla', 'cumilla', 'chattogram'),
  ('feni', 'feni', 'chattogram'),
  ('khagrachhari', 'khagrachhari', 'chattogram'),
  ('lakshmipur', 'lakshmipur', 'chattogram'),
  ('noakhali', 'noakhali', 'chattogram'),
  ('rangamati', 'rangamati', 'chattogram'),
  ('dhaka', 'dhaka', 'dhaka'),
  ('faridpur', 'faridpur', 'dhaka'),
  ('gazipur', 'gazipur', 'dhaka'),
  ('gopalganj', 'gopalganj', 'dhaka'),
  ('kishoreganj', 'kishoreganj', 'dhaka'),
  ('madaripur', 'madaripur', 'dhaka'),
  ('manikganj', 'manikganj', 'dhaka'),
  ('munshiganj', 'munshiganj', 'dhaka'),
  ('narayanganj', 'narayanganj', 'dhaka'),
  ('narsingdi', 'narsingdi', 'dhaka'),
  ('rajbari', 'rajbari', 'dhaka'),
  ('shariatpur', 'shariatpur', 'dhaka'),
  ('tangail', 'tangail', 'dhaka'),
  ('bagerhat', 'bagerhat', 'khulna'),
  ('chuadanga', 'chuadanga', 'khulna'),
  ('jashore', 'jashore', 'khulna'),
  ('jessore', 'jashore', 'khulna'),
  ('jhenaidah', 'jhenaidah', 'khulna'),
  ('khulna', 'khulna', 'khulna'),
  ('kushtia', 'kushtia', 'khulna'),
  ('magura', 'magura', 'khulna'),
  ('meherpur', 'meherpur', 'khulna'),
  ('narail', 'narail', 'khulna'),
  ('satkhira', 'satkhira', 'khulna'),
  ('jamalpur', 'jamalpur', 'mymensingh'),
  ('mymensingh', 'mymensingh', 'mymensingh'),
  ('netrokona', 'netrokona', 'mymensingh'),
  ('netrakona', 'netrokona', 'mymensingh'),
  ('sherpur', 'sherpur', 'mymensingh'),
  ('bogura', 'bogura', 'rajshahi'),
  ('bogra', 'bogura', 'rajshahi'),
  ('chapainawabganj', 'chapainawabganj', 'rajshahi'),
  ('nawabganj', 'chapainawabganj', 'rajshahi'),
  ('joypurhat', 'joypurhat', 'rajshahi'),
  ('naogaon', 'naogaon', 'rajshahi'),
  ('natore', 'natore', 'rajshahi'),
  ('pabna', 'pabna', 'rajshahi'),
  ('rajshahi', 'rajshahi', 'rajshahi'),
  ('sirajganj', 'sirajganj', 'rajshahi'),
  ('dinajpur', 'dinajpur', 'rangpur'),
  ('gaibandha', 'gaibandha', 'rangpur'),
  ('kurigram', 'kurigram', 'rangpur'),
  ('lalmonirhat', 'lalmonirhat', 'rangpur'),
  ('nilphamari', 'nilphamari', 'rangpur'),
  ('panchagarh', 'panchagarh', 'rangpur'),
  ('rangpur', 'rangpur', 'rangpur'),
  ('thakurgaon', 'thakurgaon', 'rangpur'),
  ('habiganj', 'habiganj', 'sylhet'),
  ('moulvibazar', 'moulvibazar', 'sylhet'),
  ('sunamganj', 'sunamganj', 'sylhet'),
  ('sylhet', 'sylhet', 'sylhet')
), typed AS (
  SELECT id,
    lower(trim(regexp_replace(location, '^.*,', ''))) AS last_part,
    nullif(trim(regexp_replace(location, ',[^,]*$', '')), trim(location)) AS before_last
  FROM products
)
UPDATE products SET district = district_names.district, division = district_names.division, area = left(typed.before_last, 60)
FROM typed JOIN district_names ON district_names.name = typed.last_part
WHERE products.id = typed.id;--> statement-breakpoint
-- The rest keep no district ("not set", never matched by a place filter) and their words as the area.
UPDATE products SET area = left(trim(location), 60) WHERE district IS NULL AND trim(location) <> '';--> statement-breakpoint
-- Phone numbers typed before the Bangladeshi mobile rule: those that are such a number become E.164;
-- anything else stays as typed and is shown as it was.
UPDATE products SET phone = '+880' || right(regexp_replace(phone, '[ -]', '', 'g'), 10)
WHERE regexp_replace(phone, '[ -]', '', 'g') ~ '^(\+?880|0)1[3-9][0-9]{8}$';--> statement-breakpoint
UPDATE bookings SET phone = '+880' || right(regexp_replace(phone, '[ -]', '', 'g'), 10)
WHERE regexp_replace(phone, '[ -]', '', 'g') ~ '^(\+?880|0)1[3-9][0-9]{8}$';
