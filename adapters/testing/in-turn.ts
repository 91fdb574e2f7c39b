/**
 * A provider's test double answering in turn (Shopee's and Shopify's test servers): each call gets the next
 * responder, the last one repeats, so a test scripts "fails twice, then answers".
 */
export function inTurn<Call, Answer>(...responders: Array<(call: Call) => Answer>): (call: Call) => Answer {
  let next = 0;
  return (call) => {
    const responder = responders[Math.min(next, responders.length - 1)];
    next += 1;
    return responder(call);
  };
}
