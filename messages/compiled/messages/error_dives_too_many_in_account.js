/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown>, held: NonNullable<unknown>, adding: NonNullable<unknown> }} Error_Dives_Too_Many_In_AccountInputs */

const en_error_dives_too_many_in_account = /** @type {(inputs: Error_Dives_Too_Many_In_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An account holds at most ${i?.max} dives: yours has ${i?.held}, and this log would add ${i?.adding} more.`)
};

const es_error_dives_too_many_in_account = /** @type {(inputs: Error_Dives_Too_Many_In_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Una cuenta guarda como máximo ${i?.max} inmersiones: la tuya tiene ${i?.held} y este registro añadiría ${i?.adding} más.`)
};

const de_error_dives_too_many_in_account = /** @type {(inputs: Error_Dives_Too_Many_In_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ein Konto fasst höchstens ${i?.max} Tauchgänge: Deines hat ${i?.held}, und dieses Logbuch würde ${i?.adding} weitere hinzufügen.`)
};

const fr_error_dives_too_many_in_account = /** @type {(inputs: Error_Dives_Too_Many_In_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un compte contient au plus ${i?.max} plongées : le vôtre en a ${i?.held}, et ce carnet en ajouterait ${i?.adding}.`)
};

const zh_hans1_error_dives_too_many_in_account = /** @type {(inputs: Error_Dives_Too_Many_In_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`一个账户最多保存 ${i?.max} 次潜水：你的账户已有 ${i?.held} 次，此日志还会再添加 ${i?.adding} 次。`)
};

/**
* | output |
* | --- |
* | "An account holds at most {max} dives: yours has {held}, and this log would add {adding} more." |
*
* @param {Error_Dives_Too_Many_In_AccountInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_dives_too_many_in_account = /** @type {((inputs: Error_Dives_Too_Many_In_AccountInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Dives_Too_Many_In_AccountInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_dives_too_many_in_account(inputs)
	if (locale === "de") return de_error_dives_too_many_in_account(inputs)
	if (locale === "fr") return fr_error_dives_too_many_in_account(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_dives_too_many_in_account(inputs)
	return en_error_dives_too_many_in_account(inputs)
});