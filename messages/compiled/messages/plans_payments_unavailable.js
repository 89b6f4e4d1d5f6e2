/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Payments_UnavailableInputs */

const en_plans_payments_unavailable = /** @type {(inputs: Plans_Payments_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payments are not available yet, so paid plans cannot be bought today. The free trial works now.`)
};

const es_plans_payments_unavailable = /** @type {(inputs: Plans_Payments_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los pagos aún no están disponibles, así que hoy no se pueden comprar planes de pago. La prueba gratuita ya funciona.`)
};

const de_plans_payments_unavailable = /** @type {(inputs: Plans_Payments_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlungen sind noch nicht möglich, daher kann man heute keine bezahlten Tarife kaufen. Die kostenlose Testphase funktioniert schon.`)
};

const fr_plans_payments_unavailable = /** @type {(inputs: Plans_Payments_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les paiements ne sont pas encore disponibles : les formules payantes ne peuvent pas être achetées aujourd'hui. L'essai gratuit fonctionne déjà.`)
};

const zh_hans1_plans_payments_unavailable = /** @type {(inputs: Plans_Payments_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`暂不支持付款，因此今天无法购买付费套餐。免费试用现在即可使用。`)
};

/**
* | output |
* | --- |
* | "Payments are not available yet, so paid plans cannot be bought today. The free trial works now." |
*
* @param {Plans_Payments_UnavailableInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_payments_unavailable = /** @type {((inputs?: Plans_Payments_UnavailableInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Payments_UnavailableInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_payments_unavailable(inputs)
	if (locale === "de") return de_plans_payments_unavailable(inputs)
	if (locale === "fr") return fr_plans_payments_unavailable(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_payments_unavailable(inputs)
	return en_plans_payments_unavailable(inputs)
});