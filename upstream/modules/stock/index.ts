// Products and their stock ledger (issue 36 item 6, api-calls 7.7; docs/decisions/pos.md).
export { stockRoutes } from './routes';
export { stockRegistration } from './registrations';
export { recordStockMovement, type TStockMove } from './record-movement';
export { productFor, productInReach } from './product-access';
export { recordStockUse } from './record-use';
