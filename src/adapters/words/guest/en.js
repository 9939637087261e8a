import { plural, select } from "@messageformat/runtime";
import { strictNumber } from "../../../domain/words/pluralNumber.js";
import { en } from "@messageformat/runtime/lib/cardinals";
export default {
  "cart.pageTitle": () => "Your cart",
  "cart.empty": () => "Your cart is empty.",
  "cart.browseTickets": () => "Browse tickets",
  "cart.groupOrder": () => "This is a group order.",
  "cart.orderTotal": () => "Order total",
  "cart.item.change": () => "Change",
  "cart.item.remove": () => "Remove",
  "cart.item.ofProduct": (d) => " " + d.product,
  "cart.visit.date": () => "Visit date",
  "cart.visit.entryTime": () => "Entry time",
  "cart.lines.ticketsFor": (d) => "Tickets for " + d.product,
  "cart.lines.free": (d) =>
    plural(d.count, 0, en, {
      one: strictNumber("en", d.count, 0, "count") + " free ticket",
      other: strictNumber("en", d.count, 0, "count") + " free tickets",
    }),
  "cart.totals.subtotal": () => "Subtotal",
  "cart.totals.salesTax": () => "Sales tax",
  "cart.totals.total": () => "Total",
  "cart.checkout": () => "Checkout",
  "cart.reserving": () => "Reserving…",
  "cart.unavailable.chooseAnother": (d) =>
    select(d.choice, { date: "Choose another date", other: "Choose another time" }),
  "cart.unavailable.forProduct": (d) => " for " + d.product,
  "cart.unavailable.removeIt": () => "Remove it to check out the rest.",
  "cart.upgrades.heading": () => "Add to your visit",
  "cart.hold.ended": () => "Your hold has ended. Checkout reserves your tickets again.",
  "cart.hold.heldFor": (d) => "Your tickets are held for " + d.time,
  "cart.hold.needMoreTime": () => "Need more time?",
  "cart.hold.addingTime": () => "Adding time…",
  "cart.hold.reserveAgain": () => "Reserve my tickets again",
  "cart.hold.announceEnded": () => "Your hold has ended.",
  "cart.hold.twoMinutesLeft": () => "2 minutes left on your hold.",
  "cart.hold.thirtySecondsLeft": () => "Less than 30 seconds left on your hold.",
  "cart.hold.chooseMoreTime": () => " Choose Need more time? to keep your tickets.",
  "cart.hold.added": (d) =>
    plural(d.minutes, 0, en, {
      one: strictNumber("en", d.minutes, 0, "minutes") + " more minute added to your hold.",
      other: strictNumber("en", d.minutes, 0, "minutes") + " more minutes added to your hold.",
    }),
  "cart.hold.addedUnderAMinute": () => "Less than a minute added to your hold.",
  "checkout.pageTitle": () => "Checkout",
  "checkout.cartEmpty": () => "Your cart is empty.",
  "checkout.backToTickets": () => "Back to tickets",
  "checkout.orderSummary": () => "Order summary",
  "checkout.hold.ended": () =>
    "Your hold has ended; placing the order reserves your tickets again.",
  "checkout.contact": () => "Contact",
  "checkout.address": () => "Address",
  "checkout.card": () => "Card",
  "checkout.noCardNeeded": () => "Nothing to pay: no card is needed for this order.",
  "checkout.newsOptIn": () => "Send me news and offers by e-mail",
  "checkout.total": (d) => "Total: " + d.total,
  "checkout.placeOrder": () => "Place order",
  "checkout.placingOrder": () => "Placing order…",
  "checkout.field.email": () => "Email",
  "checkout.field.firstName": () => "First name",
  "checkout.field.lastName": () => "Last name",
  "checkout.field.phone": () => "Phone",
  "checkout.field.address": () => "Address",
  "checkout.field.address2": () => "Address line 2",
  "checkout.field.city": () => "City",
  "checkout.field.region": (d) => select(d.region, { province: "Province", other: "State" }),
  "checkout.field.postalCode": () => "Postal code",
  "checkout.field.country": () => "Country",
  "checkout.field.cardOwnerName": () => "Name on card",
  "checkout.field.cardNumber": () => "Card number",
  "checkout.field.expiry": () => "Expiry date (MM/YY)",
  "checkout.field.cvv": () => "CVV",
  "checkout.field.optional": () => "Optional",
  "checkout.field.choose": () => "Choose…",
  "checkout.removedFromCart": (d) => "Removed from your cart: " + d.products + ".",
  "checkout.confirmed": () => "Your order is confirmed",
  "checkout.orderNumber": (d) => "Order #" + d.orderId,
  "checkout.keepThisNumber": () => "Keep this number:",
  "checkout.keepThisNumberWhy": () => " with your e-mail it lets you manage or cancel your order.",
  "checkout.ticketsOnTheirWay": (d) => "Your tickets are on their way to " + d.email + ".",
  "checkout.whatYouBought": () => "What you bought",
  "checkout.nothingCharged": (d) => "Total " + d.total + ": nothing was charged.",
  "checkout.charged": (d) => "Charged " + d.total + ", tax included.",
  "checkout.chargedToCard": (d) =>
    "Charged " + d.total + ", tax included, to the card ending " + d.lastFour + ".",
  "checkout.confirmationNumber": () => "Order confirmation number: ",
  "checkout.confirmationNumberOpens": () =>
    ". It opens your tickets, here or from your e-mail, to show at the entrance.",
  "checkout.viewTickets": () => "View tickets",
  "checkout.findWithManageMyOrder": (d) =>
    "To find your tickets again, open Manage my order with order #" +
    d.orderId +
    " and your e-mail: it shows your confirmation number and your tickets.",
  "content.terms.title": () => "Terms and conditions",
  "content.privacy.title": () => "Privacy",
  "content.accessibility.title": () => "Accessibility",
  "content.contact.title": () => "Contact",
  "content.terms.tickets.heading": () => "Your tickets",
  "content.terms.tickets.admission.sn": (d) =>
    "A ticket admits one guest to the observation deck and the rotating glass floor of " +
    d.venue +
    " on the date and, for timed tickets, within the entry time shown on it.",
  "content.terms.tickets.admission.cgg": (d) =>
    "A ticket admits one guest to the glasshouse, the galleries and the garden of " +
    d.venue +
    " on the date and, for timed tickets, within the entry time shown on it.",
  "content.terms.tickets.arrival": () =>
    "Please arrive within your entry time: later entry is subject to availability.",
  "content.terms.tickets.bags.sn": () =>
    "Bags larger than 16 x 12 x 8 inches are not allowed; there are no lockers.",
  "content.terms.tickets.bags.cgg": () =>
    "Large bags and backpacks stay in the free lockers at the entrance, for the glass's sake.",
  "content.terms.refunds.heading": () => "Changes and refunds",
  "content.terms.refunds.online": () =>
    "An order that can be cancelled online is cancelled under Manage my order; the refund goes back to the card you paid with within 5-10 business days.",
  "content.terms.refunds.contact": (d) =>
    "For anything else, contact Guest Services at " + d.phone + " or " + d.email + ".",
  "content.terms.groups.heading": () => "Group visits",
  "content.terms.groups.rules": (d) =>
    "Group tickets are for groups of " +
    d.minimum +
    " or more, booked at least " +
    plural(d.daysAhead, 0, en, {
      one: strictNumber("en", d.daysAhead, 0, "daysAhead") + " day",
      other: strictNumber("en", d.daysAhead, 0, "daysAhead") + " days",
    }) +
    " ahead, with one free ticket per " +
    d.minimum +
    " paid.",
  "content.terms.groups.oneOrder": () =>
    "One order covers the whole group and is paid by one card.",
  "content.terms.seller.heading": () => "Who sells your tickets",
  "content.terms.seller.company": (d) => "Tickets are sold by " + d.company + ".",
  "content.privacy.kept.heading": () => "What we keep",
  "content.privacy.kept.details": () =>
    "Your name, e-mail, address and phone number, and the tickets you bought, so we can send your tickets, find your order and refund it.",
  "content.privacy.kept.card": () =>
    "Your card is charged by our payment processor; we never store its number or security code.",
  "content.privacy.measured.heading": () => "What we measure",
  "content.privacy.measured.visits": () =>
    "We count visits to the shop's pages and steps of a purchase to improve the shop, and check each purchase against card fraud.",
  "content.privacy.choices.heading": () => "Your choices",
  "content.privacy.choices.request": (d) =>
    "To see, correct or delete what we keep about you, write to " +
    d.email +
    ". " +
    d.company +
    " answers within 30 days.",
  "content.accessibility.venue.heading": () => "At the venue",
  "content.accessibility.venue.access.sn": () =>
    "Both elevators and both observation levels are step-free, and the glass floor can be crossed with a wheelchair. Assistance dogs are welcome.",
  "content.accessibility.venue.access.cgg": () =>
    "The galleries, the glasshouse and the garden paths are step-free; benches stand in every room. Assistance dogs are welcome.",
  "content.accessibility.venue.companion": () =>
    "A companion of a guest who needs one visits free: call Guest Services before your visit.",
  "content.accessibility.shop.heading": () => "This shop",
  "content.accessibility.shop.standard": () =>
    "The shop is made to meet WCAG 2.2 level AA: it works with a keyboard alone, with screen readers and at 400% zoom, in light and dark.",
  "content.accessibility.shop.help": (d) =>
    "If something stands in your way, tell us at " +
    d.phone +
    " or " +
    d.email +
    " and we will book your tickets with you.",
  "content.contact.guestServices.heading": () => "Guest Services",
  "content.contact.guestServices.hours": () =>
    "We answer every day from 9:00 AM to 6:00 PM, and e-mails within one business day.",
  "content.contact.guestServices.orderNumber": () =>
    "Have your order number at hand if you are asking about an order.",
  "content.contact.phone": () => "Phone",
  "content.contact.email": () => "E-mail",
  "content.contact.address": () => "Address",
  "content.notFound.title": () => "Page not found",
  "content.notFound.body": () => "We could not find the page you asked for.",
  "content.notFound.backToTickets": () => "Back to tickets",
  "errors.orderNotFound": () =>
    "Your order was not found. Please review your details and try again.",
  "errors.requestCannotBeProcessed": () => "Your request cannot be processed at this time.",
  "errors.contactLine": (d) =>
    "Please contact Guest Services at " + d.phone + " or " + d.email + ".",
  "errors.notRefundable": () => "Your order is not eligible for an online cancellation.",
  "errors.orderCanceled": () => "This order has been canceled, so its tickets are no longer valid.",
  "errors.noTicket": () => "No tickets were found for this confirmation number.",
  "errors.confirmationNotValid": () =>
    "This link does not carry a valid order confirmation number.",
  "errors.viewTicketsUnexpected": () =>
    "Your tickets cannot be shown right now. Please try again later.",
  "errors.confirmationNumberMissing": () =>
    "Enter the confirmation number from your order confirmation.",
  "errors.confirmationNumberMalformed": () =>
    "A confirmation number has 4 to 64 letters and digits, such as ABCD234567.",
  "errors.productsUnavailable": () => "Some products are unavailable.",
  "errors.unavailableLine": (d) =>
    select(d.when, {
      dateAndTime: d.name + ", " + d.date + ", " + d.time,
      date: d.name + ", " + d.date,
      time: d.name + ", " + d.time,
      other: d.name,
    }),
  "errors.unavailableFewPlaces": (d) =>
    d.line +
    ": only " +
    plural(d.remaining, 0, en, {
      one: strictNumber("en", d.remaining, 0, "remaining") + " place",
      other: strictNumber("en", d.remaining, 0, "remaining") + " places",
    }) +
    " left for your " +
    plural(d.tickets, 0, en, {
      one: strictNumber("en", d.tickets, 0, "tickets") + " ticket",
      other: strictNumber("en", d.tickets, 0, "tickets") + " tickets",
    }) +
    ".",
  "errors.unavailableTimeGone": (d) => d.line + ": this entry time is no longer available.",
  "errors.unavailableOffSale": (d) => d.line + ": no longer available.",
  "errors.paymentDeclined": () =>
    "Your card was declined. Please check the card details or use another card.",
  "errors.tooManyDeclines": () =>
    "Too many cards were declined for this order, so no other card can be tried now. Please check with your bank, then try again later.",
  "errors.purchaseNotCompleted": () =>
    "Your purchase could not be completed. Your tickets are still in your cart: please check your details and try again.",
  "errors.unexpectedJavascriptError": () => "Unexpected javascript error",
  "errors.holdUnanswered": () =>
    "We could not reach the ticket office, so your order was not placed and your card was not charged. Please check your connection and try again.",
  "errors.purchaseUnanswered": () =>
    "The connection to the ticket office dropped before it answered. Press Place order to try again: we first check whether your order went through, so your card is not charged twice.",
  "errors.orderNotPlaced": () => "Your order was not placed",
  "errors.orderMaybePlaced": () => "We could not tell whether your order was placed",
  "errors.fieldRequired": () => "This field is required.",
  "errors.fieldInvalidEmail": () => "Enter an e-mail address like name@example.com.",
  "errors.fieldCardNumberInvalid": () => "This card number is not valid.",
  "errors.fieldExpiryMonthInvalid": () => "Enter the expiry month as a number from 1 to 12.",
  "errors.fieldExpiryYearInvalid": () => "Enter the expiry year as 2 or 4 digits.",
  "errors.fieldCardExpired": () => "This card has expired.",
  "errors.fieldCvvInvalid": () => "The CVV is the 3 or 4 digits on your card.",
  "errors.holdNotExtended": () => "More time could not be added to your hold.",
  "errors.holdExtensionsExhausted": () => "Your hold cannot be extended again.",
  "errors.tooManyHolds": () =>
    "Too many tickets are on hold from your connection. Please try again in a few minutes.",
  "errors.groupMinimumNotMet": (d) =>
    "Group orders need at least " +
    plural(d.minimum, 0, en, {
      one: strictNumber("en", d.minimum, 0, "minimum") + " ticket",
      other: strictNumber("en", d.minimum, 0, "minimum") + " tickets",
    }) +
    ".",
  "errors.groupBelowMinimum": () =>
    "A group order keeps a minimum number of tickets. Cancel fewer tickets, or all of them.",
  "errors.visitNotChangeable": () => "The date or time of these tickets can no longer be changed.",
  "errors.entryTimeFull": () =>
    "That entry time no longer has room for these tickets. Choose another time.",
  "errors.groupAdvancePurchase": (d) =>
    "Group visits must be booked at least " +
    plural(d.days, 0, en, {
      one: strictNumber("en", d.days, 0, "days") + " day",
      other: strictNumber("en", d.days, 0, "days") + " days",
    }) +
    " ahead.",
  "errors.notATicketsCount": () => "Enter a whole number of tickets.",
  "errors.groupOrderInCart": () =>
    "Your cart holds a group order, which is booked on its own. Check out or remove it first to add these tickets.",
  "errors.groupOrderOnItsOwn": () =>
    "A group visit is booked as an order of its own. Check out or remove the tickets in your cart first.",
  "errors.duplicateBarcode": () => "Ticket already entered",
  "errors.invalidBarcode": () => "Invalid barcode",
  "errors.invalidPromoCode": () => "This promo code is not valid.",
  "errors.hyperlinkExpired": () => "This invitation link has expired.",
  "errors.throttled": (d) =>
    "Too many attempts. Please try again in " +
    plural(d.seconds, 0, en, { one: d.seconds + " second", other: d.seconds + " seconds" }) +
    ".",
  "errors.generic": () => "Something went wrong while doing your request. Please try again later.",
  "errors.close": () => "Close",
  "errors.renderFailure": () => "Unexpected issue occured!",
  "errors.tryAgain": () => "Try again",
  "errors.chunkLoadFailed": () =>
    "This page could not be loaded. Check your connection and reload.",
  "errors.reload": () => "Reload",
  "errors.maxTicketsPerOrder": (d) =>
    plural(d.maximum, 0, en, {
      one:
        "You can buy at most " +
        strictNumber("en", d.maximum, 0, "maximum") +
        " ticket in one order.",
      other:
        "You can buy at most " +
        strictNumber("en", d.maximum, 0, "maximum") +
        " tickets in one order.",
    }),
  "errors.waitingListPlacesFree": () =>
    "This entry time has places for your party: you can buy them now.",
  "errors.waitingListAlreadyWaiting": () =>
    "This e-mail address is already on the waiting list for this entry time.",
  "errors.waitingListNoSuchEntry": () => "This waiting-list link is not valid.",
  "errors.waitingListOfferLapsed": () =>
    "This offer has ended: its places were held for a while, then passed to the next party on the waiting list.",
  "errors.waitingListOfferTaken": () => "This offer has already been bought.",
  "footer.aboutTheVenue": () => "About the venue",
  "home.pageTitle": () => "Tickets",
  "home.heading": (d) => d.venue + " tickets",
  "home.categories": () => "Product categories",
  "home.card.offers": () => "Offers",
  "home.card.fromPrice": (d) => "From " + d.price,
  "home.card.getTickets": () => "Get tickets",
  "home.card.getTicketsFor": (d) => " for " + d.product,
  "home.tab": (d) =>
    select(d.category, {
      products: "TICKETS",
      productsOtherAttractions: "OTHER ATTRACTIONS",
      productsEvents: "EVENTS",
      productsGroups: "GROUPS",
      promoCodeProducts: "PROMO CODE",
      other: "",
    }),
  "home.tryAgain": () => "Try again",
  "home.nothingOnSale": () => "There is nothing on sale here right now.",
  "home.promoCode.label": () => "Promo code",
  "home.promoCode.apply": () => "Apply",
  "product.notAvailable.pageTitle": () => "Product not available",
  "product.notAvailable.heading": () => "This product is not available.",
  "product.notAvailable.backToTickets": () => "Back to tickets",
  "product.tryAgain": () => "Try again",
  "product.cityPassUnavailable": () => "The city-pass exchange is not available online.",
  "product.groupSalesUnavailable": () => "Group sales are not available online.",
  "product.price.from": (d) => "from " + d.from,
  "product.price.range": (d) => "from " + d.from + " to " + d.to,
  "product.calendar.heading": () => "Visit date",
  "product.calendar.noDates": () => "No visit dates are on sale right now.",
  "product.calendar.previousMonth": () => "Previous month",
  "product.calendar.nextMonth": () => "Next month",
  "product.calendar.day": (d) =>
    select(d.status, {
      soldOut: d.date + ", sold out",
      closed: d.date + ", closed",
      other: d.date,
    }),
  "product.calendar.legend": () => "Days outlined in dashes are sold out or closed.",
  "product.tickets.heading": () => "Tickets",
  "product.tickets.none": () => "No tickets are on sale for this date.",
  "product.tickets.removeOne": (d) => "Remove one " + d.name,
  "product.tickets.addOne": (d) => "Add one " + d.name,
  "product.tickets.count": (d) => d.name + " tickets",
  "product.tickets.typeHowMany": (d) => "Or type how many " + d.name + " tickets",
  "product.entryTimes.heading": () => "Time of visit",
  "product.entryTimes.none": () => "No entry times are left for these tickets on this date.",
  "product.entryTimes.timeOfDay": () => "Time of day",
  "product.entryTimes.morning": () => "Morning",
  "product.entryTimes.afternoon": () => "Afternoon",
  "product.entryTimes.evening": () => "Evening",
  "product.entryTimes.soldOut": () => "Sold out",
  "product.entryTimes.left": (d) =>
    plural(d.count, 0, en, { other: strictNumber("en", d.count, 0, "count") + " left" }),
  "product.entryTimes.yours": () => "Your entry time",
  "product.entryTimes.yoursShown": () => "Your entry time:",
  "product.entryTime": () => "Entry time",
  "product.summary.heading": () => "Your booking",
  "product.summary.date": () => "Date",
  "product.summary.notChosen": () => "Not chosen yet",
  "product.summary.noTickets": () => "No tickets chosen yet.",
  "product.summary.taxNote": () => "Tax is added at checkout.",
  "product.summary.groupReward": (d) =>
    plural(d.count, 0, en, {
      one:
        strictNumber("en", d.count, 0, "count") +
        " free ticket for the group, taken off in the cart.",
      other:
        strictNumber("en", d.count, 0, "count") +
        " free tickets for the group, taken off in the cart.",
    }),
  "product.summary.total": (d) => "Total " + d.amount,
  "product.addToCart.add": () => "Add to cart",
  "product.addToCart.update": () => "Update cart",
  "product.addToCart.adding": () => "Adding…",
  "product.addToCart.updating": () => "Updating…",
  "product.addToCart.chooseVisitDate": () => "Choose a visit date first.",
  "product.addToCart.chooseTickets": () => "Choose your tickets first.",
  "product.addToCart.chooseEntryTime": () => "Choose an entry time first.",
  "product.cityPass.heading": () => "Your city-pass barcodes",
  "product.cityPass.barcode": (d) => "Barcode " + d.position,
  "product.cityPass.verified": () => "Verified",
  "product.cityPass.verify": () => "Verify",
  "product.cityPass.verifyBarcode": (d) => "Verify barcode " + d.position,
  "product.cityPass.remove": (d) => "Remove barcode " + d.position,
  "product.cityPass.add": () => "Add another barcode",
  "product.upgrades": () => "Upgrades",
  "product.beforeYouVisit": () => "Before you visit",
  "selfService.pageTitle": () => "Manage my order",
  "selfService.unavailable": () => "Online cancellation is not available.",
  "selfService.find.intro": () =>
    "Enter the order number from your confirmation and the e-mail you ordered with.",
  "selfService.find.orderNumber": () => "Order number",
  "selfService.find.orderNumberDigits": () => "Enter the order number as digits only.",
  "selfService.find.email": () => "Email",
  "selfService.find.submit": () => "Find order",
  "selfService.standing.status": () => "Status:",
  "selfService.standing.canceled": () => "Canceled",
  "selfService.standing.confirmed": () => "Confirmed",
  "selfService.standing.canceledAndRefunded": () =>
    "This order has been canceled and refunded. Its tickets can no longer be used.",
  "selfService.standing.canceledAndRefundedOn": (d) =>
    "This order was canceled and refunded on " + d.date + ". Its tickets can no longer be used.",
  "selfService.standing.viewTickets": () => "View tickets",
  "selfService.details.heading": () => "ORDER DETAILS",
  "selfService.details.orderNumber": () => "Order #",
  "selfService.details.customerName": () => "Customer Name",
  "selfService.details.customer": (d) => d.firstName + " " + d.lastName,
  "selfService.details.orderDate": () => "Order Date",
  "selfService.details.confirmationNumber": () => "Confirmation #",
  "selfService.details.visitDate": () => "Visit Date",
  "selfService.details.numberOfTickets": () => "Number of Tickets",
  "selfService.tickets.caption": () => "Tickets",
  "selfService.tickets.quantity": () => "Qty",
  "selfService.tickets.type": () => "Type",
  "selfService.payment.caption": () => "Payment",
  "selfService.payment.amountPaid": () => "Amount Paid",
  "selfService.payment.taxIncluded": () => "Tax Included",
  "selfService.resend.button": () => "Resend tickets",
  "selfService.resend.sending": () => "Sending…",
  "selfService.resend.sent": (d) => "We sent your tickets to " + d.email + ".",
  "selfService.cancel.consent": () =>
    "Please cancel and refund my ticket order. My refund will be received in 5-10 business days.",
  "selfService.cancel.back": () => "BACK",
  "selfService.cancel.submit": () => "CANCEL TICKETS",
  "selfService.done.heading": (d) => "Order " + d.orderId + " has been canceled.",
  "selfService.done.refund": () =>
    "You should expect to receive your refund within 5-10 business days.",
  "selfService.done.button": () => "DONE",
  "selfService.some.open": () => "Cancel some tickets",
  "selfService.some.legend": () => "Choose the tickets to cancel",
  "selfService.some.notCancellable": () => "Can no longer be canceled online",
  "selfService.some.quote": () => "See refund",
  "selfService.some.quoting": () => "Checking the refund…",
  "selfService.some.refund": (d) => "You get " + d.refund + " back.",
  "selfService.some.kept": (d) =>
    plural(d.kept, 0, en, {
      0: "No tickets stay on this order.",
      one:
        strictNumber("en", d.kept, 0, "kept") +
        " ticket stays on this order, worth " +
        d.keptWorth +
        ".",
      other:
        strictNumber("en", d.kept, 0, "kept") +
        " tickets stay on this order, worth " +
        d.keptWorth +
        ".",
    }),
  "selfService.some.confirm": (d) =>
    "Confirm and cancel " +
    plural(d.count, 0, en, {
      one: strictNumber("en", d.count, 0, "count") + " ticket",
      other: strictNumber("en", d.count, 0, "count") + " tickets",
    }),
  "selfService.some.cancelling": () => "Canceling…",
  "selfService.some.done.heading": () => "Tickets canceled",
  "selfService.some.done.refund": (d) =>
    d.refunded + " will be refunded to you within 5-10 business days.",
  "selfService.some.done.kept": (d) =>
    plural(d.kept, 0, en, {
      0: "No tickets stay on this order.",
      one: "The other ticket on this order is still valid.",
      other:
        "The other " +
        strictNumber("en", d.kept, 0, "kept") +
        " tickets on this order are still valid.",
    }),
  "selfService.change.open": () => "Change date or time",
  "selfService.change.legend": () => "Choose the tickets to change",
  "selfService.change.notChangeable": () => "Can no longer be changed online",
  "selfService.change.date": () => "New date",
  "selfService.change.datesFailed": () =>
    "The dates could not be loaded. Please choose the tickets again to try once more.",
  "selfService.change.entryTime": () => "New entry time",
  "selfService.change.quote": () => "See the difference",
  "selfService.change.quoting": () => "Checking the difference…",
  "selfService.change.amountDue": (d) => "You pay " + d.amount + " more.",
  "selfService.change.refund": (d) => "You get " + d.refund + " back.",
  "selfService.change.same": () => "The new time costs the same.",
  "selfService.change.card": () => "Card for the difference",
  "selfService.change.confirm": (d) =>
    plural(d.count, 0, en, {
      one: "Change " + strictNumber("en", d.count, 0, "count") + " ticket",
      other: "Change " + strictNumber("en", d.count, 0, "count") + " tickets",
    }),
  "selfService.change.changing": () => "Changing…",
  "selfService.change.done.heading": () => "Visit changed",
  "selfService.change.done.charged": (d) => d.charged + " was charged to your card.",
  "selfService.change.done.refunded": (d) =>
    d.refunded + " will be refunded to you within 5-10 business days.",
  "selfService.change.done.tickets": () =>
    "Your new tickets are on their way by e-mail: the old barcodes no longer admit.",
  "shell.skipToContent": () => "Skip to content",
  "shell.siteNavigation": () => "Site",
  "shell.cart": (d) =>
    plural(d.count, 0, en, {
      0: "Cart",
      other: "Cart (" + strictNumber("en", d.count, 0, "count") + ")",
    }),
  "shell.manageMyOrder": () => "Manage my order",
  "shell.pleaseWait": () => "Please wait...",
  "shell.language": () => "Language",
  "tickets.pageTitle": () => "Your tickets",
  "tickets.lookup.label": () => "Find your tickets",
  "tickets.lookup.confirmationNumber": () => "Confirmation number",
  "tickets.lookup.show": () => "Show tickets",
  "tickets.next.label": () => "What to do next",
  "tickets.next.manageMyOrder": () => "Manage my order",
  "tickets.next.backToTickets": () => "Back to tickets",
  "tickets.plans.label": () => "Plans changed?",
  "tickets.plans.change": () => "Change the date or time, or cancel some tickets",
  "tickets.downloads.pdf": () => "Download PDF",
  "tickets.downloads.print": () => "Print",
  "tickets.downloads.calendar": () => "Add to calendar",
  "tickets.wallet.add": () => "Add to Apple Wallet",
  "tickets.wallet.addTicket": (d) => "Add to Apple Wallet, ticket " + d.barcode,
  "tickets.views.label": () => "Show tickets",
  "tickets.views.oneByOne": () => "One by one",
  "tickets.views.all": () => "All tickets",
  "tickets.carousel.label": () => "Tickets",
  "tickets.carousel.roleDescription": () => "carousel",
  "tickets.carousel.position": (d) => "Ticket " + d.position + " of " + d.count,
  "tickets.carousel.previous": () => "Previous ticket",
  "tickets.carousel.next": () => "Next ticket",
  "tickets.card.roleDescription": () => "slide",
  "tickets.qrCode": (d) => "QR code for barcode " + d.barcode,
  "tickets.facts.ticket": () => "Ticket",
  "tickets.facts.guest": () => "Guest",
  "tickets.facts.date": () => "Date",
  "tickets.facts.time": () => "Time",
  "tickets.facts.order": () => "Order #",
  "tickets.list.heading": (d) => "All tickets (" + d.count + ")",
  "tickets.list.position": (d) => "(" + d.position + " of " + d.count + ")",
  "tickets.device.heading": () => "On a shared device?",
  "tickets.device.kept": () =>
    "This device keeps your tickets so they open without a connection, until the end of your visit day.",
  "tickets.device.question": () =>
    "Remove your tickets from this device? They will no longer show here. You can open them again with the link in your confirmation e-mail.",
  "tickets.device.refused": () =>
    "Your tickets could not be removed from this device. Try again, or clear this site's data in your browser's settings.",
  "tickets.device.removing": () => "Removing…",
  "tickets.device.remove": () => "Yes, remove them",
  "tickets.device.keep": () => "Keep them",
  "tickets.device.offer": () => "Remove tickets from this device",
  "tickets.removed.heading": () => "Your tickets were removed from this device.",
  "tickets.removed.seeAgain": () =>
    "To see them again, open the link in your confirmation e-mail or enter your confirmation number.",
  "waitingList.notify.full": () => "Is the entry time you want full?",
  "waitingList.notify.open": () => "Notify me",
  "waitingList.notify.intro": (d) =>
    "Join the waiting list of a full entry time for your " +
    plural(d.count, 0, en, {
      one: strictNumber("en", d.count, 0, "count") + " ticket",
      other: strictNumber("en", d.count, 0, "count") + " tickets",
    }) +
    ". When places for your party free up, we e-mail you and hold them for you for a while.",
  "waitingList.notify.time": () => "Full entry time",
  "waitingList.notify.email": () => "Email",
  "waitingList.notify.submit": () => "Join the waiting list",
  "waitingList.notify.joining": () => "Joining…",
  "waitingList.notify.joined": (d) =>
    "You're on the waiting list for " +
    d.time +
    ". When places for your " +
    plural(d.count, 0, en, {
      one: strictNumber("en", d.count, 0, "count") + " ticket",
      other: strictNumber("en", d.count, 0, "count") + " tickets",
    }) +
    " free up, we e-mail " +
    d.email +
    " and hold the places for you for a while: buy them from the link in that e-mail. It also has a link to leave the list.",
  "waitingList.offer.pageTitle": () => "Your places from the waiting list",
  "waitingList.offer.heldUntil": (d) =>
    "These places are held for you until " +
    d.time +
    ". After that they go to the next party on the waiting list.",
  "waitingList.offer.opening": () => "Opening your offer…",
  "waitingList.offer.backToTickets": () => "Back to tickets",
  "waitingList.leave.pageTitle": () => "Leave the waiting list",
  "waitingList.leave.intro": () =>
    "Leave the waiting list to stop hearing about places for this entry time. Any places held for you go to the next party.",
  "waitingList.leave.submit": () => "Leave the waiting list",
  "waitingList.leave.leaving": () => "Leaving…",
  "waitingList.leave.left": () =>
    "You have left the waiting list. We won't e-mail you about this entry time again.",
  "waitingList.leave.bought": () =>
    "You already bought the places offered to you, so there was no waiting list to leave. Your order stands.",
};
