/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, link: NonNullable<unknown>, seconds: NonNullable<unknown> }} Plans_Plan_ActiveInputs */

const en_plans_plan_active = /** @type {(inputs: Plans_Plan_ActiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.name} plan is active. You will be taken to ${i?.link} in ${i?.seconds} seconds.`)
};

const es_plans_plan_active = /** @type {(inputs: Plans_Plan_ActiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu plan ${i?.name} está activo. Te llevaremos a ${i?.link} en ${i?.seconds} segundos.`)
};

const de_plans_plan_active = /** @type {(inputs: Plans_Plan_ActiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dein Tarif ${i?.name} ist aktiv. In ${i?.seconds} Sekunden geht es weiter zu ${i?.link}.`)
};

const fr_plans_plan_active = /** @type {(inputs: Plans_Plan_ActiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre formule ${i?.name} est active. Vous serez redirigé vers ${i?.link} dans ${i?.seconds} secondes.`)
};

const zh_hans1_plans_plan_active = /** @type {(inputs: Plans_Plan_ActiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`你的${i?.name}套餐已生效。${i?.seconds} 秒后将带你前往${i?.link}。`)
};

/**
* | output |
* | --- |
* | "Your {name} plan is active. You will be taken to {link} in {seconds} seconds." |
*
* @param {Plans_Plan_ActiveInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_plan_active = /** @type {((inputs: Plans_Plan_ActiveInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Plan_ActiveInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_plan_active(inputs)
	if (locale === "de") return de_plans_plan_active(inputs)
	if (locale === "fr") return fr_plans_plan_active(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_plan_active(inputs)
	return en_plans_plan_active(inputs)
});