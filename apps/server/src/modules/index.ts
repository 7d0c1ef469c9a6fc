import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../services.js';
import { auditRoutes } from './audit/audit.routes.js';
import { authRoutes } from './auth/auth.routes.js';
import { campaignRoutes } from './campaigns/campaigns.routes.js';
import { stopRoutes } from './campaigns/stop.routes.js';
import { cartRoutes } from './cart/cart.routes.js';
import { catalogueRoutes } from './catalogue/catalogue.routes.js';
import { checkoutRoutes } from './checkout/checkout.routes.js';
import { emergencyCardRoutes } from './emergency-card/emergency-card.routes.js';
import { healthRoutes } from './health/health.routes.js';
import { myOrderRoutes } from './my-orders/my-orders.routes.js';
import { orderRoutes } from './orders/orders.routes.js';
import { permissionRoutes } from './permissions/permissions.routes.js';
import { queryRoutes } from './queries/queries.routes.js';
import { reasonRoutes } from './reasons/reasons.routes.js';
import { searchRoutes } from './search/search.routes.js';
import { settingsRoutes } from './settings/settings.routes.js';
import { shopRoutes } from './shop/shop.routes.js';
import { sosRoutes } from './sos/sos.routes.js';
import { storeRoutes } from './store/store.routes.js';
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
  catalogueRoutes,
  shopRoutes,
  storeRoutes,
  cartRoutes,
  checkoutRoutes,
  settingsRoutes,
  orderRoutes,
  myOrderRoutes,
  queryRoutes,
  campaignRoutes,
  stopRoutes,
];

export async function registerModules(app: FastifyInstance, services: AppServices): Promise<void> {
  for (const routes of MODULES) await app.register(routes, { services });
}
