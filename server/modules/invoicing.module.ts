import { ContainerModule } from 'inversify';
import { EcpayGateway } from '../../adapters/ecpay/ecpay-gateway';
import { EcpayEinvoiceGateway } from '../../adapters/ecpay/einvoice/ecpay-einvoice-gateway';
import { KnexInvoiceStore } from '../../adapters/persistence/invoicing/knex-invoice-store';
import { GetCurrentCustomer } from '../../application/accounts/get-current-customer';
import { GetCurrentStaff } from '../../application/accounts/get-current-staff';
import { RecordStaffAction } from '../../application/admin/record-staff-action';
import { EINVOICE_GATEWAY, type EinvoiceGateway } from '../../application/invoicing/einvoice-gateway.port';
import { INVOICE_CONSUMER_SUBSCRIPTION, InvoiceConsumer } from '../../application/invoicing/invoice-consumer';
import { INVOICE_STORE, type InvoiceStore } from '../../application/invoicing/invoice-store.port';
import { IssueOrderInvoice } from '../../application/invoicing/issue-order-invoice';
import { ListInvoiceProblems } from '../../application/invoicing/list-invoice-problems';
import { RetryInvoice } from '../../application/invoicing/retry-invoice';
import { VoidOrderInvoice } from '../../application/invoicing/void-order-invoice';
import { ORDER_EVENT_CONSUMERS, type OrderEventConsumer } from '../../application/order-events/order-event-consumer';
import { ORDER_STORE } from '../../application/orders/order-store.port';
import { CLOCK } from '../../application/shared/clock.port';
import { adminInvoiceRoutes } from '../http/routes/admin-invoice-routes';
import type { ContextModule } from './context-module';

/**
 * Invoicing (issue 30): the order's e-invoice (統一發票) at ECPay. The e-invoice gateway speaks to the account and
 * base URL of the platform's ECPay configuration (the simulator under PUBLIC_BASE_URL when PROVIDERS=sandbox,
 * effectiveEcpayConfig); the store is the invoices table; the 'invoice' consumer of the order-event outbox issues and
 * voids (a multi-binding of ORDER_EVENT_CONSUMERS, beside the other contexts' consumers); the console lists the
 * invoices that need a person, with a retry.
 */
export const invoicingContext: ContextModule = {
  name: 'invoicing',
  bindings: ({ knex, clock }) => new ContainerModule(({ bind }) => {
    bind<InvoiceStore>(INVOICE_STORE).toConstantValue(new KnexInvoiceStore(knex));
    bind<EinvoiceGateway>(EINVOICE_GATEWAY).toDynamicValue((context) => {
      const ecpay = context.get(EcpayGateway).config;
      return new EcpayEinvoiceGateway({
        merchantId: ecpay.invoiceMerchantId, hashKey: ecpay.invoiceHashKey, hashIv: ecpay.invoiceHashIv, baseUrl: ecpay.invoiceBaseUrl,
      }, { clock });
    }).inSingletonScope();
    for (const useCase of [IssueOrderInvoice, VoidOrderInvoice, ListInvoiceProblems, RetryInvoice]) bind(useCase).toSelf();
    bind<OrderEventConsumer>(ORDER_EVENT_CONSUMERS).to(InvoiceConsumer);
  }),
  orderEventSubscriptions: [INVOICE_CONSUMER_SUBSCRIPTION],
  routes: [adminInvoiceRoutes],
  needs: [CLOCK, EcpayGateway, ORDER_STORE, RecordStaffAction, GetCurrentStaff, GetCurrentCustomer],
  provides: [INVOICE_STORE, EINVOICE_GATEWAY],
};
