/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, date: NonNullable<unknown> }} Plans_Cancel_QuestionInputs */

const en_plans_cancel_question = /** @type {(inputs: Plans_Cancel_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cancel your ${i?.name} plan? You keep access until ${i?.date}, and you will not be charged again.`)
};

const es_plans_cancel_question = /** @type {(inputs: Plans_Cancel_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Cancelar tu plan ${i?.name}? Mantienes el acceso hasta el ${i?.date} y no se te volverá a cobrar.`)
};

const de_plans_cancel_question = /** @type {(inputs: Plans_Cancel_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deinen Tarif ${i?.name} kündigen? Du behältst den Zugang bis ${i?.date} und zahlst danach nichts mehr.`)
};

const fr_plans_cancel_question = /** @type {(inputs: Plans_Cancel_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Résilier votre formule ${i?.name} ? Vous gardez l'accès jusqu'au ${i?.date} et ne serez plus prélevé.`)
};

const zh_hans1_plans_cancel_question = /** @type {(inputs: Plans_Cancel_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`取消你的${i?.name}套餐？你可使用至 ${i?.date}，之后不会再扣费。`)
};

/**
* | output |
* | --- |
* | "Cancel your {name} plan? You keep access until {date}, and you will not be charged again." |
*
* @param {Plans_Cancel_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_cancel_question = /** @type {((inputs: Plans_Cancel_QuestionInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Cancel_QuestionInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_cancel_question(inputs)
	if (locale === "de") return de_plans_cancel_question(inputs)
	if (locale === "fr") return fr_plans_cancel_question(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_cancel_question(inputs)
	return en_plans_cancel_question(inputs)
});