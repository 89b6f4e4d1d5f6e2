/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Verified_TextInputs */

const en_account_verified_text = /** @type {(inputs: Account_Verified_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you: your e-mail address is verified. You can now start the free trial or buy a lifetime plan.`)
};

const es_account_verified_text = /** @type {(inputs: Account_Verified_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gracias: tu correo está verificado. Ya puedes empezar la prueba gratuita o comprar un plan vitalicio.`)
};

const de_account_verified_text = /** @type {(inputs: Account_Verified_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Danke: deine E-Mail-Adresse ist bestätigt. Du kannst jetzt die kostenlose Testphase starten oder einen Lifetime-Tarif kaufen.`)
};

const fr_account_verified_text = /** @type {(inputs: Account_Verified_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci : votre adresse e-mail est vérifiée. Vous pouvez maintenant commencer l'essai gratuit ou acheter une formule à vie.`)
};

const zh_hans1_account_verified_text = /** @type {(inputs: Account_Verified_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`谢谢：你的邮箱已验证。现在可以开始免费试用或购买终身套餐了。`)
};

/**
* | output |
* | --- |
* | "Thank you: your e-mail address is verified. You can now start the free trial or buy a lifetime plan." |
*
* @param {Account_Verified_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_verified_text = /** @type {((inputs?: Account_Verified_TextInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Verified_TextInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_verified_text(inputs)
	if (locale === "de") return de_account_verified_text(inputs)
	if (locale === "fr") return fr_account_verified_text(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_verified_text(inputs)
	return en_account_verified_text(inputs)
});