import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../services.js';
import { auditRoutes } from './audit/audit.routes.js';
import { authRoutes } from './auth/auth.routes.js';
import { bloodRoutes } from './blood/blood.routes.js';
import { bloodBankRoutes } from './blood-banks/blood-banks.routes.js';
import { campaignRoutes } from './campaigns/campaigns.routes.js';
import { stopRoutes } from './campaigns/stop.routes.js';
import { catalogueRoutes } from './catalogue/catalogue.routes.js';
import { recordRoutes, registerCompatRoutes } from './compat/compat.routes.js';
import { deviceRoutes } from './devices/devices.routes.js';
import { emergencyCardRoutes } from './emergency-card/emergency-card.routes.js';
import { alarmRoutes } from './groups/alarm.routes.js';
import { groupRoutes } from './groups/groups.routes.js';
import { healthRoutes } from './health/health.routes.js';
import { leadRoutes } from './leads/leads.routes.js';
import { paperRoutes } from './papers/papers.routes.js';
import { permissionRoutes } from './permissions/permissions.routes.js';
import { reasonRoutes } from './reasons/reasons.routes.js';
import { receiptRoutes } from './receipts/receipts.routes.js';
import { whatsappWebhookRoutes } from './receipts/whatsapp-webhook.routes.js';
import { searchRoutes } from './search/search.routes.js';
import { settingsRoutes } from './settings/settings.routes.js';
import { cartRoutes } from './shop/carts/cart.routes.js';
import { checkoutRoutes } from './shop/checkout/checkout.routes.js';
import { couponRoutes } from './shop/coupons/coupons.routes.js';
import { myOrderRoutes } from './shop/orders/my-orders.routes.js';
import { orderRoutes } from './shop/orders/orders.routes.js';
import { productRoutes } from './shop/products/products.routes.js';
import { storeRoutes } from './shop/products/store.routes.js';
import { returnRoutes } from './shop/returns/returns.routes.js';
import { sosRoutes } from './sos/sos.routes.js';
import { tagRoutes } from './tags/tags.routes.js';
import { userRoutes } from './users/users.routes.js';
import { vehicleRoutes } from './vehicles/vehicles.routes.js';

/** Every domain module's routes, in one place: a new module is one line here. */
const MODULES = [
  healthRoutes,
  authRoutes,
  permissionRoutes,
  userRoutes,
  vehicleRoutes,
  emergencyCardRoutes,
  auditRoutes,
  searchRoutes,
  reasonRoutes,
  tagRoutes,
  sosRoutes,
  bloodRoutes,
  catalogueRoutes,
  // The shop's sub-modules (shop/, docs/decisions/0054-shop-layout.md), and settings among them where it always was:
  // the API reference lists the routes in the order they are registered.
  productRoutes,
  storeRoutes,
  cartRoutes,
  checkoutRoutes,
  settingsRoutes,
  couponRoutes,
  orderRoutes,
  myOrderRoutes,
  returnRoutes,
  leadRoutes,
  campaignRoutes,
  stopRoutes,
  bloodBankRoutes,
  paperRoutes,
  receiptRoutes,
  whatsappWebhookRoutes,
  deviceRoutes,
  groupRoutes,
  alarmRoutes,
];

export async function registerModules(app: FastifyInstance, services: AppServices): Promise<void> {
  const book = recordRoutes(app);
  for (const routes of MODULES) await app.register(routes, { services });
  // Last: the spec's wire names, as deprecated aliases of the clean routes above (modules/compat).
  await registerCompatRoutes(app, book);
}
