import { inject, injectable } from 'inversify';
import { PROVIDER_MESSAGE_REJECTIONS, type ProviderMessageRejections, type RecordedRejection } from '../payments/provider-message-rejections.port';

/**
 * GET /api/admin/provider-rejections (staff): the signed provider messages the shop refused for their content
 * (ECPay's payment notices and logistics statuses), newest first, so that a malformed notice is seen by a person
 * and not only kept. Never the received fields: they may hold a buyer's name, phone or address.
 */
@injectable()
export class ListProviderRejections {
  constructor(@inject(PROVIDER_MESSAGE_REJECTIONS) private readonly rejections: ProviderMessageRejections) {}

  execute({ limit }: { limit: number }): Promise<RecordedRejection[]> {
    return this.rejections.listLatest(limit);
  }
}
