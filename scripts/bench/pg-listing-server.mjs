// The third reference: a bare Fastify route on `pg` running the listing's two queries (the page
// and the total) for every request, uncached, with no sign-in, schemas or logging: what one
// database read of a category page costs, against which the API's listing is compared.
import Fastify from 'fastify';
import pg from 'pg';

const [port, databaseUrl] = [Number(process.argv[2]), process.argv[3]];
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const ORDER = {
  newest: 'p.created_at desc, p.id desc',
  'price-asc': 'p.resale_price_cents asc, p.id asc',
  'price-desc': 'p.resale_price_cents desc, p.id desc',
};

const app = Fastify({ logger: false });
app.get('/products/:cateName', async (request) => {
  const { sort = 'newest', condition, minPrice, maxPrice, page = '1' } = request.query;
  const params = [request.params.cateName];
  let where = `c.name = $1 and p.status = 'available' and p.deleted_at is null`;
  if (condition) where += ` and p.condition = $${params.push(condition)}`;
  if (minPrice) where += ` and p.resale_price_cents >= $${params.push(Math.round(Number(minPrice) * 100))}`;
  if (maxPrice) where += ` and p.resale_price_cents <= $${params.push(Math.round(Number(maxPrice) * 100))}`;
  const offset = (Math.max(1, Number(page)) - 1) * 12;
  const [rows, total] = await Promise.all([
    pool.query(
      `select p.id, p.seller_id, p.name, p.image_url, p.original_price_cents, p.resale_price_cents, p.condition,
         p.used_years, p.phone, p.location, p.description, p.created_at, c.name as category_name, u.name as seller_name
       from products p join categories c on c.id = p.category_id join users u on u.id = p.seller_id
       where ${where} order by ${ORDER[sort] ?? ORDER.newest} limit 12 offset ${offset}`,
      params,
    ),
    pool.query(`select count(*)::int as total from products p join categories c on c.id = p.category_id where ${where}`, params),
  ]);
  return { products: rows.rows, page: Number(page), pageSize: 12, total: total.rows[0].total };
});
await app.listen({ port, host: '127.0.0.1' });
const stop = () => app.close().then(() => pool.end()).then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
